import { ALLOWED_DOC_TYPES, ALLOWED_VIDEO_TYPES } from '../../../domain/constants';

/** The file picker's accept list: the document types of SPEC §5 (PDF and images). */
export const DOCUMENT_ACCEPT = [...ALLOWED_DOC_TYPES.mimeTypes, ...ALLOWED_DOC_TYPES.extensions].join(',');

/** The video picker's accept list: §5's video mode (MP4 and WEBM). */
export const VIDEO_ACCEPT = [...ALLOWED_VIDEO_TYPES.mimeTypes, ...ALLOWED_VIDEO_TYPES.extensions].join(',');

/** "12 KB"; never "0 KB" for a small file. */
export const fileSizeLabel = (bytes: number | null | undefined) =>
  `${Math.max(1, Math.round((bytes ?? 0) / 1024))} KB`;
