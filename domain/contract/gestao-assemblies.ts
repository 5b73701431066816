import { z } from 'zod';

/** Assembleias (gestor): our own vocabulary — camelCase, ISO timestamps, São Paulo days. */
const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const AssemblyParams = z.object({ assemblyId: Id });

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const AssemblyKind = z.enum(['ordinaria', 'extraordinaria']);
export type AssemblyKind = z.infer<typeof AssemblyKind>;
export const AssemblyStatus = z.enum(['draft', 'published', 'closed', 'cancelled']);
export type AssemblyStatus = z.infer<typeof AssemblyStatus>;

export const QuestionBody = z.object({
  text: z.string().trim().min(1).max(1_000),
  options: z.array(z.string().trim().min(1).max(300)).min(2).max(100),
  maxChoices: z.number().int().min(1).max(100),
});
export type QuestionBody = z.infer<typeof QuestionBody>;

export const AssemblyBody = z.object({
  title: z.string().trim().min(1).max(200),
  kind: AssemblyKind,
  votingStartsAt: z.string().datetime({ offset: true }),
  votingEndsAt: z.string().datetime({ offset: true }),
  /** null: the day the notice is published. */
  cutoffDay: Day.nullable(),
  noticeDays: z.number().int().min(0).max(365),
  votingCategoryIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50),
  quorumPercent: z.number().int().min(0).max(100),
  questions: z.array(QuestionBody).min(1).max(50),
});
export type AssemblyBody = z.infer<typeof AssemblyBody>;

export const CancelAssemblyBody = z.object({ reason: z.string().trim().min(1).max(1_000) });

export const AssemblyOption = z.object({ id: z.number().int(), label: z.string() });
export type AssemblyOption = z.infer<typeof AssemblyOption>;
export const AssemblyQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  maxChoices: z.number().int(),
  options: z.array(AssemblyOption),
});
export type AssemblyQuestion = z.infer<typeof AssemblyQuestion>;

export const AssemblySummary = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: AssemblyKind,
  status: AssemblyStatus,
  votingStartsAt: z.string(),
  votingEndsAt: z.string(),
  /** Null until the notice is published (the list is frozen then). */
  eligibleCount: z.number().int().nullable(),
  /** How many voted: never who chose what, and no partial results. */
  votedCount: z.number().int(),
});
export type AssemblySummary = z.infer<typeof AssemblySummary>;

export const AssemblyDetail = AssemblySummary.extend({
  cutoffDay: Day.nullable(),
  noticeDays: z.number().int(),
  quorumPercent: z.number().int(),
  votingCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  questions: z.array(AssemblyQuestion),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Frozen at publication, in name order (empty before). */
  eligible: z.array(z.object({ name: z.string() })),
  /** ABCDE-FGHJK-MNPQR, once issued. */
  noticeCode: z.string().nullable(),
  minutesCode: z.string().nullable(),
});
export type AssemblyDetail = z.infer<typeof AssemblyDetail>;

export const AssembliesResponse = z.object({ assemblies: z.array(AssemblySummary) });
export const AssemblyResponse = z.object({ assembly: AssemblyDetail });

export const OptionResult = z.object({
  id: z.number().int(),
  label: z.string(),
  votes: z.number().int(),
  /** Of the ballots that answered the question, in basis points (10 000 = 100%). */
  basisPoints: z.number().int(),
});
export const QuestionResult = z.object({
  id: z.number().int(),
  text: z.string(),
  ballots: z.number().int(),
  quorumReached: z.boolean(),
  options: z.array(OptionResult),
});
export type QuestionResult = z.infer<typeof QuestionResult>;

/** The public tally: every receipt code with the options its ballot carries. */
export const TallyEntry = z.object({ receiptCode: z.string(), optionIds: z.array(z.number().int()) });
export type TallyEntry = z.infer<typeof TallyEntry>;

export const AssemblyResults = z.object({
  eligibleCount: z.number().int(),
  votedCount: z.number().int(),
  quorumPercent: z.number().int(),
  questions: z.array(QuestionResult),
  tally: z.array(TallyEntry),
  /** Names only, no choices, in name order. */
  voters: z.array(z.string()),
});
export type AssemblyResults = z.infer<typeof AssemblyResults>;
