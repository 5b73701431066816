import type { ContatoBody, EmUsoResponse, TipoContato } from '../../../domain/contract/profile';
import type { EnviarCodigoPinResponse, ResultMsgResponse } from '../../../domain/contract/wallet';
import type { Outcome } from '../../../domain/outcome';
import type {
  ContactCodeOutcome,
  ContactKind,
  ContactStepOutcome,
  NewContact,
} from '../../../machines/contact-change.machine';
import { legacyOutcome } from '../../lib/api-result';
import { api } from '../../lib/api';

const TIPO: Readonly<Record<ContactKind, TipoContato>> = { email: 'EMAIL', mobile: 'CELULAR' };

const contato = ({ kind, value }: NewContact): ContatoBody => ({ TIPO: TIPO[kind], VALOR: value });

const post = (url: string, body?: object) => ({ url: `emitente/${url}`, method: 'POST', body });

const withMessage = (answer: ResultMsgResponse): ContactStepOutcome =>
  legacyOutcome(answer, (r) => ({ message: r.MSG }));

/** The e-mail or mobile change: the new value free, a code to the current contact, its check, the change. */
export const contactChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    profileContactInUse: build.mutation<Outcome, NewContact>({
      query: (contact) => post('verificarEmailCelularEmUso', contato(contact)),
      // RESULTADO false: not a valid e-mail/mobile; EM_USO: another account has it. MSG says which.
      transformResponse: (answer: EmUsoResponse): Outcome =>
        legacyOutcome({ ...answer, RESULTADO: answer.RESULTADO && !answer.EM_USO }, () => undefined),
    }),
    profileSendContactCode: build.mutation<ContactCodeOutcome, NewContact>({
      query: (contact) => post('enviarCodigoPinTransacaoAlterarEmailCelular', contato(contact)),
      transformResponse: (answer: EnviarCodigoPinResponse): ContactCodeOutcome =>
        legacyOutcome(answer, (r) => ({ sentTo: r.ENVIADO_PARA ?? '' })),
    }),
    profileVerifyContactCode: build.mutation<ContactStepOutcome, string>({
      query: (code) => post('verificarCodigoPinTransacaoTroca', { CODIGO: code }),
      transformResponse: withMessage,
    }),
    profileApplyContactChange: build.mutation<ContactStepOutcome, string>({
      query: (code) => post('efetuarTrocaEmailCelular', { CODIGO: code }),
      transformResponse: withMessage,
      // The member's data and the session's top bar both show the contact.
      invalidatesTags: (result) => (result?.ok ? [{ type: 'Member' as const, id: 'ME' }] : []),
    }),
  }),
});

export const {
  useProfileContactInUseMutation,
  useProfileSendContactCodeMutation,
  useProfileVerifyContactCodeMutation,
  useProfileApplyContactChangeMutation,
} = contactChangeApi;
