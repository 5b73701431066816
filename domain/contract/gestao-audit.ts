import { z } from 'zod';

export const AuditQuery = z.object({
  /** Keyset: entries older than this id (the previous page's nextBefore). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  staffName: z.string(),
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
