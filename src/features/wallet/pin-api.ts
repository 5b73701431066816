import type {
  EnviarCodigoPinResponse,
  ResultMsgResponse,
  TemPinResponse,
  ValidarPinResponse,
} from '../../../domain/contract/wallet';
import type { Outcome } from '../../../domain/outcome';
import type { CodeResult, PinAccepted, PinResult } from '../../../machines/pin-entry.machine';
import { legacyOutcome } from '../../lib/api-result';
import { api } from '../../lib/api';

/** A new PIN and the recovery code that replaces a forgotten one. */
export interface PinReset {
  code: string;
  pin: string;
}

const accepted = (answer: ResultMsgResponse): PinResult =>
  legacyOutcome(answer, (r): PinAccepted => ({ message: r.MSG }));

/** Only an accepted answer with its TOKEN_PIN validates; BLOQUEADO says the PIN is locked. */
const validated = (answer: ValidarPinResponse): PinResult => {
  if (answer.RESULTADO && answer.TOKEN_PIN) return { ok: true, value: { token: answer.TOKEN_PIN } };
  return answer.BLOQUEADO === true
    ? { ok: false, message: answer.MSG, locked: true }
    : { ok: false, message: answer.MSG };
};

const PIN = { type: 'Pin', id: 'ME' } as const;
const changesPin = (result: Outcome<unknown> | undefined) => (result?.ok ? [PIN] : []);

/** The member's 4-digit PIN: whether there is one, registering and checking it, and its recovery by code. */
export const pinApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletHasPin: build.query<boolean, void>({
      query: () => 'emitente/temPIN',
      transformResponse: (response: TemPinResponse) => response.TEM_PIN,
      providesTags: [PIN],
    }),
    walletRegisterPin: build.mutation<PinResult, string>({
      query: (pin) => ({ url: 'emitente/cadastrarPIN', method: 'POST', body: { PIN: pin } }),
      transformResponse: accepted,
      invalidatesTags: changesPin,
    }),
    walletValidatePin: build.mutation<PinResult, string>({
      query: (pin) => ({ url: 'emitente/validarPIN', method: 'POST', body: { PIN: pin } }),
      transformResponse: validated,
    }),
    walletSendPinCode: build.mutation<CodeResult, void>({
      query: () => ({ url: 'emitente/enviarCodigoPinTransacao', method: 'POST' }),
      transformResponse: (answer: EnviarCodigoPinResponse): CodeResult =>
        legacyOutcome(answer, (r) => (r.ENVIADO_PARA ? { sentTo: r.ENVIADO_PARA } : {})),
    }),
    walletResetPin: build.mutation<PinResult, PinReset>({
      query: ({ code, pin }) => ({
        url: 'emitente/verificarCodigoPinTransacao',
        method: 'POST',
        body: { CODIGO: code, PIN: pin },
      }),
      transformResponse: accepted,
      invalidatesTags: changesPin,
    }),
  }),
});

export const {
  useWalletHasPinQuery,
  useWalletRegisterPinMutation,
  useWalletValidatePinMutation,
  useWalletSendPinCodeMutation,
  useWalletResetPinMutation,
} = pinApi;
