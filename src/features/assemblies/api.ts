import type { CastVoteBody, MemberVotingDetail, VoteReceipt } from '../../../domain/contract/votings';
import { CODE_HEADER } from '../../../domain/contract/documents';
import { fileOrError, type DownloadedFile } from '../../lib/downloaded-file';
import { memberVotingsApi } from '../../lib/member-votings-api';

const pdfOrError = fileOrError('documento.pdf', CODE_HEADER);

const votingTag = (id: number) => ({ type: 'Voting' as const, id });

/** Votações: one vote, casting it, its notice and minutes (our own vocabulary). */
const votingApi = memberVotingsApi.injectEndpoints({
  endpoints: (b) => ({
    votingDetail: b.query<MemberVotingDetail, number>({
      query: (id) => `votacoes/${id}`,
      transformResponse: (r: { voting: MemberVotingDetail }) => r.voting,
      providesTags: (_r, _e, id) => [votingTag(id)],
      // Read afresh on each visit: whether one voted, and the results once the vote closed.
      keepUnusedDataFor: 0,
    }),
    castVote: b.mutation<VoteReceipt, { id: number; body: CastVoteBody }>({
      query: ({ id, body }) => ({ url: `votacoes/${id}/voto`, method: 'POST', body }),
      // Not the vote's own tag: its screen keeps the receipt on view; the list (Home's banner) changes.
      invalidatesTags: [{ type: 'Voting', id: 'LIST' }],
    }),
    votingPdf: b.mutation<DownloadedFile, { id: number; kind: 'edital' | 'ata' }>({
      query: ({ id, kind }) => ({ url: `votacoes/${id}/${kind}.pdf`, responseHandler: pdfOrError }),
    }),
  }),
});

export const { useVotingDetailQuery, useCastVoteMutation, useVotingPdfMutation } = votingApi;
