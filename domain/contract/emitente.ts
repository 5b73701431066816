import { z } from 'zod';
import { SessionUser } from './auth';

export const ObterLogadoResponse = z.object({ resultado: z.literal(true), usuario: SessionUser });
export type ObterLogadoResponse = z.infer<typeof ObterLogadoResponse>;
