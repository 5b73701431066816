import { z } from 'zod';

/** The privacy terms shown on Home until the member accepts them (SPEC §2 Home). */
export const TermosResponse = z.object({ RESULTADO: z.literal(true), ACEITO: z.boolean() });
export type TermosResponse = z.infer<typeof TermosResponse>;

export const AceitarTermosResponse = z.object({ RESULTADO: z.literal(true), MSG: z.string() });
export type AceitarTermosResponse = z.infer<typeof AceitarTermosResponse>;

export const TERMS_ACCEPTED_MSG = 'Termos de privacidade aceitos.';
