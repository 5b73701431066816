import { z } from 'zod';

/** Error answer of the lower-case calls (auth area, most member calls). */
export const ErrorResponse = z.object({ resultado: z.literal(false), msg: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Error answer of the upper-case calls (Fluxo and public-purchase areas). */
export const ErrorResponseUpper = z.object({ RESULTADO: z.literal(false), MSG: z.string() });
export type ErrorResponseUpper = z.infer<typeof ErrorResponseUpper>;

export const OkResponse = z.object({ resultado: z.boolean(), msg: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponse>;

/** Money on the wire: BRL with at most 2 decimals. */
export const Money = z.number().multipleOf(0.01);
