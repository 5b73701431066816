import { z } from 'zod';

/**
 * /api/documentos/atividades: continuing-education activities the member declares, with a proof
 * sent through /api/uploads (tus). Our own vocabulary.
 */
export const ActivityStatus = z.enum(['pending', 'accepted', 'refused']);
export type ActivityStatus = z.infer<typeof ActivityStatus>;

export const DeclaredActivity = z.object({
  id: z.number().int(),
  associationId: z.number().int(),
  name: z.string(),
  /** yyyy-mm-dd */
  date: z.string(),
  points: z.number().int(),
  status: ActivityStatus,
  /** Why staff refused it (only when refused). */
  refusalReason: z.string().nullable(),
  proofFileName: z.string(),
});
export type DeclaredActivity = z.infer<typeof DeclaredActivity>;

/** GET /api/documentos/atividades: newest first. */
export const DeclaredActivities = z.object({ activities: z.array(DeclaredActivity) });
export type DeclaredActivities = z.infer<typeof DeclaredActivities>;

/** POST /api/documentos/atividades: the fields are judged by the service (pt-BR messages). */
export const NewActivity = z.object({
  associationId: z.number().int().positive().max(2_147_483_647),
  name: z.string().max(1000),
  date: z.string().max(32),
  points: z.union([z.number(), z.string().max(32)]),
  /** The upload flow's token and the proof's upload id (tus). */
  uploadToken: z.string().max(200),
  uploadId: z.string().max(64),
});
export type NewActivity = z.infer<typeof NewActivity>;

export const ActivityCreated = z.object({ ok: z.literal(true), activity: DeclaredActivity });

export const ActivityParams = z.object({ activityId: z.coerce.number().int().positive().max(2_147_483_647) });
