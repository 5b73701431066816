/**
 * The id of the product's content that the server writes into /produto/{hash} beside the app's
 * root (server/purchases/product-preview.ts): the buyer reads it before the app's code arrives,
 * and the product page removes it when it shows the same content itself.
 */
export const PRODUCT_PREVIEW_ID = 'product-preview';
