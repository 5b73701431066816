import { z } from 'zod';

/** Solicitações › "Atividade de atualização": an activity a member declared, awaiting analysis. */
export const ActivityRequest = z.object({
  id: z.number().int(),
  memberName: z.string(),
  /** Formatted (000.000.000-00). */
  cpf: z.string(),
  name: z.string(),
  /** yyyy-mm-dd, the day of the activity. */
  date: z.string(),
  points: z.number().int(),
  proofFileName: z.string(),
  /** ISO timestamp of the declaration. */
  declaredAt: z.string(),
});
export type ActivityRequest = z.infer<typeof ActivityRequest>;

export const ACTIVITY_REQUESTS_PAGE_SIZE = 20;

export const ActivityRequestList = z.object({
  items: z.array(ActivityRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityRequestList = z.infer<typeof ActivityRequestList>;
