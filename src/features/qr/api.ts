import type { AssociarEmitenteBody, AssociarEmitenteResponse } from '../../../domain/contract/profile';
import { api } from '../../lib/api';

/** The QR association call; a request made changes the member's associations ('Perfil'). */
export const qrApi = api.injectEndpoints({
  endpoints: (build) => ({
    qrAssociate: build.mutation<AssociarEmitenteResponse, AssociarEmitenteBody>({
      query: (body) => ({ url: 'emitente/associarEmitente', method: 'POST', body }),
      invalidatesTags: (result) => (result?.resultado ? ['Perfil'] : []),
    }),
  }),
});

export const { useQrAssociateMutation } = qrApi;
