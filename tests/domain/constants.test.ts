import { describe, expect, it } from 'vitest';
import {
  ALLOWED_DOC_TYPES,
  ALLOWED_VIDEO_TYPES,
  ANNUITY,
  CATEGORY,
  FILE_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from '../../domain/constants';
import { toCentavos } from '../../domain/money';

describe('constants', () => {
  it('price the annuity per category in centavos as in the spec', () => {
    expect(ANNUITY[CATEGORY.ASPIRANTE]).toEqual({ normal: toCentavos(624), promo: toCentavos(530.4) });
    expect(ANNUITY[CATEGORY.TITULAR]).toEqual({ normal: toCentavos(780), promo: toCentavos(663) });
    expect(ANNUITY[CATEGORY.RESIDENTE_FELLOW]).toEqual({
      normal: toCentavos(429),
      promo: toCentavos(364.65),
    });
  });

  it('limit files to 15 MiB and videos to 1 GiB', () => {
    expect(FILE_MAX_BYTES).toBe(15_728_640);
    expect(VIDEO_MAX_BYTES).toBe(1_073_741_824);
  });

  it('allow the spec document and video types', () => {
    expect(ALLOWED_DOC_TYPES.mimeTypes).toEqual(
      expect.arrayContaining([
        'application/pdf',
        'image/jpeg',
        'image/png',
        'image/gif',
        'image/bmp',
        'image/tiff',
        'image/webp',
      ]),
    );
    expect(ALLOWED_VIDEO_TYPES.mimeTypes).toEqual(['video/mp4', 'video/webm']);
  });
});
