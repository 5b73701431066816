import { z } from 'zod';

/** One document a member sent with the request (the bytes come from the document route). */
export const RequestDocument = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type RequestDocument = z.infer<typeof RequestDocument>;

/** An association request: a membership awaiting the association's approval. */
export const AssociationRequest = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** Formatted (000.000.000-00). */
  cpf: z.string(),
  email: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** The member's registration with the association's class council, e.g. "CRP 06/123456/SP"; null when none was given. */
  council: z.string().nullable(),
  /** ISO timestamp of the request. */
  requestedAt: z.string(),
  documents: z.array(RequestDocument),
});
export type AssociationRequest = z.infer<typeof AssociationRequest>;

export const REQUESTS_PAGE_SIZE = 20;

export const RequestListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type RequestListQuery = z.infer<typeof RequestListQuery>;

export const RequestList = z.object({
  items: z.array(AssociationRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RequestList = z.infer<typeof RequestList>;

export const RequestParams = z.object({ requestId: z.coerce.number().int().positive().max(2_147_483_647) });
export const DocumentParams = z.object({ documentId: z.coerce.number().int().positive().max(2_147_483_647) });

export const RefuseBody = z.object({ reason: z.string().trim().min(1).max(1000) });
export type RefuseBody = z.infer<typeof RefuseBody>;

export const ApproveResult = z.object({
  ok: z.literal(true),
  /** The first annuity the approval created (null when an earlier approval already did). */
  annuityItemId: z.number().int().nullable(),
});
export type ApproveResult = z.infer<typeof ApproveResult>;
