import { formatBRL, fromCentavos } from '../../../../../domain/money';

/** 'YYYY-MM' as "MM/AAAA". */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** Centavos as R$ with the decimal comma, whole reais (the charts' axes). */
export const axisBRL = (centavos: number) =>
  formatBRL(fromCentavos(Math.round(centavos / 100) * 100)).replace(/,00$/, '');

export const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

export const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;

export const percentAxis = (value: number) => `${value.toLocaleString('pt-BR')} %`;
