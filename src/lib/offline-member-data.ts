/**
 * The carteirinha kept on the device so that it opens offline: the member's id and card, under
 * one key that ends with the session like the token (people share devices). The service worker
 * never caches API answers; this is the one deliberate exception, kept by the page.
 */
export const OFFLINE_CARD_KEY = 'quita.carteirinha';
