import type { StoreProduct } from './api';

/** Case and accents do not matter: "cirurgia" finds "Cirurgia", "atualizacao" finds "Atualização". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();

/** The products whose description or association holds every word of the search. */
export function searchProducts(products: readonly StoreProduct[], search: string): StoreProduct[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((product) => {
    const text = fold(`${product.description} ${product.associationName}`);
    return words.every((word) => text.includes(word));
  });
}
