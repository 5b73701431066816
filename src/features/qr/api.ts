import type { AssociarEmitenteBody, AssociarEmitenteResponse } from '../../../domain/contract/profile';
import type { AssociationAnswer } from '../../../machines/qr-scan.machine';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

/**
 * The QR association call: the code's text as read; the value is the server's confirmation.
 * A request made changes the member's associations.
 */
export const qrApi = api.injectEndpoints({
  endpoints: (build) => ({
    qrAssociate: build.mutation<AssociationAnswer, string>({
      query: (code) => ({
        url: 'emitente/associarEmitente',
        method: 'POST',
        body: { QRCODE: code } satisfies AssociarEmitenteBody,
      }),
      transformResponse: (answer: AssociarEmitenteResponse) => legacyOutcome(answer, (a) => a.msg),
      invalidatesTags: (answer) => (answer?.ok ? [{ type: 'Association', id: 'LIST' }] : []),
    }),
  }),
});

export const { useQrAssociateMutation } = qrApi;
