export const COPY_MESSAGE_MS = 2000;
export const CONFETTI_MS = 2000;
export const PIX_POLL_MS = 5000;
export const TICK_MS = 1000;

export const RESEND_WAIT_S = 60;
export const CODE_LENGTH = 6;
export const PIN_LENGTH = 4;

export const MAX_INSTALLMENTS = 12;

export const HISTORY_PERIODS = [30, 60, 90, 180, 360] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export const DEFAULT_HISTORY_PERIOD: HistoryPeriod = 30;
export const PENDING_TOTAL_DAYS = 360;
export const HOME_PENDING_DAYS = 30;

export const QR_FPS = 10;
export const QR_BOX = 250;
export const QR_DISPLAY_SIZE = 250;

export const CRM_MIN_LENGTH = 3;
export const DEFAULT_COUNTRY = 'BR';

export const FILE_MAX_BYTES = 15 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 1024 * 1024 * 1024;

export const ALLOWED_DOC_TYPES = {
  mimeTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/bmp',
    'image/tiff',
    'image/webp',
  ],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.gif', '.bmp', '.tif', '.tiff', '.webp'],
} as const;

export const ALLOWED_VIDEO_TYPES = {
  mimeTypes: ['video/mp4', 'video/webm'],
  extensions: ['.mp4', '.webm'],
} as const;

export const CATEGORY = { RESIDENTE_FELLOW: 2701, ASPIRANTE: 501, TITULAR: 601 } as const;
export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];

export const CATEGORY_LABEL: Readonly<Record<CategoryId, string>> = {
  [CATEGORY.RESIDENTE_FELLOW]: 'Residente ou Fellow',
  [CATEGORY.ASPIRANTE]: 'Aspirante',
  [CATEGORY.TITULAR]: 'Titular',
};

export interface AnnuityPrice {
  readonly normal: number;
  readonly promo: number;
}

/** Annuity shown at registration, in centavos. */
export const ANNUITY: Readonly<Record<CategoryId, AnnuityPrice>> = {
  [CATEGORY.ASPIRANTE]: { normal: 62_400, promo: 53_040 },
  [CATEGORY.TITULAR]: { normal: 78_000, promo: 66_300 },
  [CATEGORY.RESIDENTE_FELLOW]: { normal: 42_900, promo: 36_465 },
};
