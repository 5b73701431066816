import type { Product } from '../../../domain/contract/gestao-store';

/** A product of the store as Gestão lists it: one Titular price, no NFS-e. */
export const productFixture = (over: Partial<Product> = {}): Product => ({
  id: 5,
  hash: 'curso-retina',
  description: 'Curso de Retina',
  detailedHtml: '',
  endsOn: null,
  inStore: true,
  imageUrl: null,
  prices: [{ categoryId: 601, categoryName: 'Titular', amountCentavos: 30_000 }],
  buyers: 0,
  nfse: null,
  ...over,
});
