import { z } from 'zod';

/** The back office speaks our own vocabulary: camelCase, centavos, ISO dates; errors are { ok: false, message }. */
export const GestaoError = z.object({ ok: z.literal(false), message: z.string() });
export type GestaoError = z.infer<typeof GestaoError>;

/** recepcao: the door only (Check-in); every other back-office call refuses it. */
export const StaffRole = z.enum(['gestor', 'financeiro', 'recepcao']);
export type StaffRole = z.infer<typeof StaffRole>;

/** Who a route without roles of its own serves: the office, not the door. */
export const OFFICE_ROLES: readonly StaffRole[] = ['gestor', 'financeiro'];

export const StaffLoginBody = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(256),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

export const StaffProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  associationId: z.number().int(),
  associationName: z.string(),
});
export type StaffProfile = z.infer<typeof StaffProfile>;

export const StaffLoginResponse = z.object({ token: z.string(), staff: StaffProfile });
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;

export const Ok = z.object({ ok: z.literal(true) });

/** Esqueci minha senha (staff): where to send the 6-digit code. */
export const StaffForgotPasswordBody = z.object({ email: z.string().trim().max(254) });
export type StaffForgotPasswordBody = z.infer<typeof StaffForgotPasswordBody>;

/** The code alone checks it; with a password, sets it and uses the code up. */
export const StaffResetPasswordBody = z.object({
  email: z.string().trim().max(254),
  code: z.string().trim().max(12),
  password: z.string().max(256).optional(),
});
export type StaffResetPasswordBody = z.infer<typeof StaffResetPasswordBody>;
