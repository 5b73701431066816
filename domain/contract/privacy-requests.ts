import { z } from 'zod';

/** /api/privacidade and /api/gestao/privacy-requests (our own vocabulary): LGPD requests. */
export const PRIVACY_REQUESTS_PAGE_SIZE = 20;

const kind = z.enum(['erasure', 'correction']);
const status = z.enum(['pending', 'cancelled', 'done', 'kept', 'refused']);
const field = z.enum(['cpf', 'crm']);

export const ErasureBody = z.object({
  password: z.string().max(200),
  pin: z.string().max(10),
});
export type ErasureBody = z.infer<typeof ErasureBody>;

export const CorrectionBody = z.object({
  field,
  newValue: z.string().trim().min(1).max(40),
  reason: z.string().trim().min(1).max(1000),
});
export type CorrectionBody = z.infer<typeof CorrectionBody>;

/** A request as its member reads it in "Meus dados e privacidade". */
export const MyPrivacyRequest = z.object({
  id: z.number().int(),
  kind,
  status,
  associationName: z.string(),
  requestedAt: z.string(),
  dueAt: z.string(),
  field: field.nullable(),
  newValue: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  keptReason: z.string().nullable(),
});
export type MyPrivacyRequest = z.infer<typeof MyPrivacyRequest>;

/** What is held today of the fields only the association changes (what a correction would change). */
export const HeldCorrectable = z.object({
  cpf: z.string(),
  crm: z.string().nullable(),
  crmUf: z.string().nullable(),
});
export type HeldCorrectable = z.infer<typeof HeldCorrectable>;

export const MyPrivacyRequests = z.object({ items: z.array(MyPrivacyRequest), held: HeldCorrectable });
export type MyPrivacyRequests = z.infer<typeof MyPrivacyRequests>;

/** "Excluir minha conta" answered: the requests opened, or the account erased at once. */
export const ErasureOpened = z.object({ ok: z.literal(true), erasedNow: z.boolean() });

export const PrivacyRequestParams = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A request as staff read it in Solicitações › Privacidade (LGPD). */
export const StaffPrivacyRequest = MyPrivacyRequest.omit({ associationName: true }).extend({
  memberId: z.number().int(),
  memberName: z.string(),
  /** Corrections: the value held today. */
  currentValue: z.string().nullable(),
  reason: z.string().nullable(),
  /** Waiting requests: the overdue, unpaid items at the association ("pendências financeiras"). */
  overdueItems: z.array(z.string()),
  answeredByName: z.string().nullable(),
});
export type StaffPrivacyRequest = z.infer<typeof StaffPrivacyRequest>;

export const StaffPrivacyRequestList = z.object({
  items: z.array(StaffPrivacyRequest),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffPrivacyRequestList = z.infer<typeof StaffPrivacyRequestList>;

export const PrivacyListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Approve an erasure: with overdue items, why they are kept to be collected (LGPD art. 16, II). */
export const ApproveErasureBody = z.object({ keptReason: z.string().trim().max(1000).optional() });
export type ApproveErasureBody = z.infer<typeof ApproveErasureBody>;

export const AnswerBody = z.object({ answer: z.string().trim().min(1).max(1000) });
export type AnswerBody = z.infer<typeof AnswerBody>;
