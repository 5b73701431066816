/** "1 item", "2 itens", "0 itens": every count of items the product writes, on screens, in messages and PDFs. */
export const itemCountText = (count: number): string => (count === 1 ? '1 item' : `${count} itens`);

/** What a receipt's statement says it refers to: "ao item abaixo", "aos 2 itens abaixo". */
export const itemsBelowText = (count: number): string =>
  count === 1 ? 'ao item abaixo' : `aos ${itemCountText(count)} abaixo`;

/** "3 de 120 vagas", "1 de 1 vaga": the noun agrees with the total it counts. */
export const partOfTotalText = (part: number, total: number, singular: string, plural: string): string =>
  `${part} de ${total} ${total === 1 ? singular : plural}`;
