/** SPEC §2 Profile: the number of associations as "1 link" or "N links". */
export const linkCount = (n: number) => `${n} ${n === 1 ? 'link' : 'links'}`;
