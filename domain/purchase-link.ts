/**
 * "Compra concluída" opened again from the e-mailed link: the product's hash, the item and the
 * reference that proves the purchase is the holder's (as the checkout's calls).
 */
export const completedPurchasePath = (p: { hash: string; itemId: number; reference: string }) =>
  `/compra/${encodeURIComponent(p.hash)}/${p.itemId}/${encodeURIComponent(p.reference)}`;
