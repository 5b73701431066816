import { z } from 'zod';

export const AuditQuery = z.object({
  /** Keyset: entries older than this id (the previous page's nextBefore). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/**
 * Who acted: a person of the staff, a member in the app, or a reply SAIR from the number of a
 * member's WhatsApp consent (the number is known, not who typed). `name`: the staff's or member's.
 */
export const AuditActor = z.object({ kind: z.enum(['staff', 'member', 'sair']), name: z.string() });
export type AuditActor = z.infer<typeof AuditActor>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  actor: AuditActor,
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Who or what it is about, as people name it ("Maria Demo Silva — Contribuição mensal 10/2026"). */
  subject: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  /** The cursor of the next (older) page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;
