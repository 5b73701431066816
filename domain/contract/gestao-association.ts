import { z } from 'zod';
import { StaffLoginResponse } from './gestao-session';

/** "Cadastrar associação": loose strings, judged by domain/association-form.ts for pt-BR messages. */
export const AssociationSignUpBody = z.object({
  cnpj: z.string().max(32),
  legalName: z.string().max(200),
  displayName: z.string().max(120),
  city: z.string().max(120),
  uf: z.string().max(2),
  name: z.string().max(120),
  email: z.string().max(254),
  password: z.string().max(256),
  captcha: z.string().max(4096),
});
export type AssociationSignUpBody = z.infer<typeof AssociationSignUpBody>;

/** The pending sign-up (its id is the only key to it) and where the code went. */
export const AssociationSignUpStarted = z.object({ signupId: z.string().uuid(), sentTo: z.string() });
export type AssociationSignUpStarted = z.infer<typeof AssociationSignUpStarted>;

export const SignUpParams = z.object({ signupId: z.string().uuid() });

export const SignUpCodeBody = z.object({ code: z.string().trim().max(12) });

/** The code was right: the new gestor's session, as the login answers it. */
export const AssociationSignUpDone = StaffLoginResponse;

/** "Dados da associação" as the gestor reads it. */
export const AssociationData = z.object({
  id: z.number().int(),
  cnpj: z.string().nullable(),
  legalName: z.string(),
  displayName: z.string(),
  city: z.string(),
  uf: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  primaryColor: z.string().nullable(),
  /** The logo's address (changes with each new logo), or null. */
  logoUrl: z.string().nullable(),
  /** Pontos de atualização: the goal, over how many years, and the most a year counts (null: no cap). */
  pointsGoal: z.number().int().nullable(),
  pointsYears: z.number().int().nullable(),
  pointsMaxPerYear: z.number().int().nullable(),
});
export type AssociationData = z.infer<typeof AssociationData>;

/** What the gestor may change; the CNPJ only while the association has none. */
export const AssociationUpdate = z.object({
  cnpj: z.string().max(32).nullable().optional(),
  legalName: z.string().max(200),
  displayName: z.string().max(120),
  city: z.string().max(120),
  uf: z.string().max(2),
  contactEmail: z.string().max(254),
  contactPhone: z.string().max(32),
  primaryColor: z.string().max(16),
  /** As typed; all three empty: no goal. Absent: the goal stays as it is. */
  pointsGoal: z.string().max(8).optional(),
  pointsYears: z.string().max(8).optional(),
  pointsMaxPerYear: z.string().max(8).optional(),
});
export type AssociationUpdate = z.infer<typeof AssociationUpdate>;

/** The logo as base64 (up to 1 MB of bytes); its type is read from the bytes, not from the name. */
export const LogoUpload = z.object({
  fileName: z.string().max(255),
  contentBase64: z.string().max(1_500_000),
});
export type LogoUpload = z.infer<typeof LogoUpload>;
