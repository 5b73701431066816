import type { CodeResult, PinResult } from '../../../machines/pin-entry.machine';
import type {
  EnviarCodigoPinResponse,
  ResultMsgResponse,
  ValidarPinResponse,
} from '../../../domain/contract/wallet';
import type { Refusal } from './answer-of';

/** The PIN calls' answers as the pin-entry machine's results. */
export function registeredPin(answer: ResultMsgResponse | Refusal): PinResult {
  return answer.RESULTADO ? { ok: true, message: answer.MSG } : { ok: false, message: answer.MSG };
}

export function validatedPin(answer: ValidarPinResponse | Refusal): PinResult {
  if (answer.RESULTADO && 'TOKEN_PIN' in answer && answer.TOKEN_PIN) {
    return { ok: true, token: answer.TOKEN_PIN };
  }
  return { ok: false, message: answer.MSG, locked: 'BLOQUEADO' in answer && answer.BLOQUEADO === true };
}

export function sentCode(answer: EnviarCodigoPinResponse | Refusal): CodeResult {
  if (!answer.RESULTADO) return { ok: false, message: answer.MSG };
  return {
    ok: true,
    ...('ENVIADO_PARA' in answer && answer.ENVIADO_PARA ? { sentTo: answer.ENVIADO_PARA } : {}),
  };
}
