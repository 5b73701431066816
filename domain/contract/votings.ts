import { z } from 'zod';
import { AssemblyKind, AssemblyQuestion, OptionResult, TallyEntry } from './gestao-assemblies';

/** /api/votacoes: the member's assemblies and votes (our own vocabulary). */
export const VotingPhase = z.enum(['upcoming', 'open', 'closed', 'cancelled']);
export type VotingPhase = z.infer<typeof VotingPhase>;

export const MemberVoting = z.object({
  id: z.number().int(),
  associationName: z.string(),
  title: z.string(),
  kind: AssemblyKind,
  phase: VotingPhase,
  votingStartsAt: z.string(),
  votingEndsAt: z.string(),
  eligible: z.boolean(),
  /** Why not, in pt-BR, when not eligible. */
  ineligibleReason: z.string().nullable(),
  hasVoted: z.boolean(),
  cancelReason: z.string().nullable(),
});
export type MemberVoting = z.infer<typeof MemberVoting>;

export const MemberVotingsResponse = z.object({ votings: z.array(MemberVoting) });

export const MemberQuestionResult = z.object({
  id: z.number().int(),
  text: z.string(),
  ballots: z.number().int(),
  quorumReached: z.boolean(),
  options: z.array(OptionResult),
});

export const MemberVotingDetail = MemberVoting.extend({
  questions: z.array(AssemblyQuestion),
  quorumPercent: z.number().int(),
  /** After closing only. */
  results: z
    .object({
      eligibleCount: z.number().int(),
      votedCount: z.number().int(),
      questions: z.array(MemberQuestionResult),
      tally: z.array(TallyEntry),
    })
    .nullable(),
  hasMinutes: z.boolean(),
});
export type MemberVotingDetail = z.infer<typeof MemberVotingDetail>;
export const MemberVotingResponse = z.object({ voting: MemberVotingDetail });

export const CastVoteBody = z.object({
  /** From /api/emitente/validarPIN, as a payment's. */
  pinToken: z.string().min(1).max(2_000),
  choices: z
    .array(
      z.object({
        questionId: z.number().int().positive().max(2_147_483_647),
        optionIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
      }),
    )
    .min(1)
    .max(50),
});
export type CastVoteBody = z.infer<typeof CastVoteBody>;

export const VoteReceipt = z.object({ receiptCode: z.string() });
export type VoteReceipt = z.infer<typeof VoteReceipt>;
