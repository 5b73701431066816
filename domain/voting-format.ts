import dayjs from 'dayjs';
import { APP_TIMEZONE } from './dates';

/** "DD/MM/AAAA HH:mm" in Brasília time. */
export const votingWhen = (iso: string) => dayjs(iso).tz(APP_TIMEZONE).format('DD/MM/YYYY HH:mm');

/** A share in basis points as "32,3%". */
export const percentOf = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
