import type { ResultMsgResponse, SelecionarPrincipalBody } from '../../../domain/contract/wallet';
import type { Outcome } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

const post =
  <B>(url: string) =>
  (body: B) => ({ url: `emitente/${url}`, method: 'POST', body });

/**
 * Removing a saved card from the profile. The profile's own data has an endpoint file per part
 * (personal-data-api, addresses-api, education-api, specialties-api, paid-transactions-api); the
 * total, cards, associations and CEP it shows with other features are src/lib/member-data-api.ts's.
 */
const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Also refreshes Home's cards panel ; the value is the server's text. */
    profileRemoveCard: build.mutation<Outcome<string>, number>({
      query: (id) => post<SelecionarPrincipalBody>('excluirCartao')({ ID_ZOOP_EMITENTE_CARTAO: id }),
      transformResponse: (answer: ResultMsgResponse) => legacyOutcome(answer, (a) => a.MSG),
      invalidatesTags: (outcome) => (outcome?.ok ? [{ type: 'Card', id: 'LIST' }] : []),
    }),
  }),
});

export const { useProfileRemoveCardMutation } = profileApi;
