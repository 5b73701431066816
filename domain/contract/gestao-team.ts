import { z } from 'zod';
import { StaffRole } from './gestao-session';

export const TeamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  /** active: has a password; invited: the link is waiting; expired: the link was not used in time. */
  status: z.enum(['active', 'invited', 'expired']),
  inviteExpiresAt: z.string().nullable(),
  /** The staff member asking: they cannot remove themselves or change their own role. */
  you: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamResponse = z.object({ staff: z.array(TeamMember) });
export type TeamResponse = z.infer<typeof TeamResponse>;

export const InviteBody = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().toLowerCase().email().max(254),
  role: StaffRole,
});
export type InviteBody = z.infer<typeof InviteBody>;

export const RoleBody = z.object({ role: StaffRole });
export type RoleBody = z.infer<typeof RoleBody>;

export const StaffParams = z.object({ staffId: z.coerce.number().int().positive().max(2_147_483_647) });

/** 32 random bytes, base64url: 43 characters. */
export const InviteParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const InviteInfo = z.object({ name: z.string(), email: z.string(), associationName: z.string() });
export type InviteInfo = z.infer<typeof InviteInfo>;

export const AcceptInviteBody = z.object({ password: z.string().max(256) });
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;
