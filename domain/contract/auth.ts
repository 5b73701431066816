import { z } from 'zod';

export const LoginBody = z.object({
  usuario: z.string().trim().max(254),
  senha: z.string().max(256),
  codigoConfirmacao: z.string().trim().max(12).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({
  resultado: z.boolean(),
  confirmado: z.boolean().optional(),
  erro: z.string().optional(),
  token: z.string().optional(),
  /** Unconfirmed account: where the confirmation code was sent, masked. */
  enviadoPara: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

const Association = z.object({
  ID_EMITENTE_ML: z.number().int(),
  ID_EMITENTE_CATEGORIA: z.number().int(),
  CATEGORIA: z.string(),
  DESCRICAO: z.string(),
});
export type Association = z.infer<typeof Association>;

export const SessionUser = z.object({
  nome: z.string(),
  nomeApresentacao: z.string().nullable(),
  foto: z.string().nullable(),
  email: z.string().nullable(),
  celular: z.string().nullable(),
  cpfCnpj: z.string(),
  associacoes: z.array(Association),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const VerifyResponse = z.object({
  resultado: z.literal(true),
  token: z.string(),
  usuario: SessionUser,
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

export const LogoParams = z.object({ ID_EMITENTE_ML: z.coerce.number().int().positive().max(2_147_483_647) });
