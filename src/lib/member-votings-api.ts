import type { MemberVoting } from '../../domain/contract/votings';
import { api } from './api';

/**
 * The member's votes (/api/votacoes): the Home banner and the Votações screens read this one list.
 * Tag { Voting, 'LIST' }; a vote cast invalidates it.
 */
export const memberVotingsApi = api.enhanceEndpoints({ addTagTypes: ['Voting'] }).injectEndpoints({
  endpoints: (b) => ({
    memberVotings: b.query<MemberVoting[], void>({
      query: () => 'votacoes',
      transformResponse: (r: { votings: MemberVoting[] }) => r.votings,
      providesTags: [{ type: 'Voting', id: 'LIST' }],
    }),
  }),
});

export const { useMemberVotingsQuery } = memberVotingsApi;

/** "Votação aberta: <título>" on Home: the first open vote the member may still cast. */
export const openVotingOf = (votings: readonly MemberVoting[] | undefined) =>
  votings?.find((v) => v.phase === 'open' && v.eligible && !v.hasVoted);
