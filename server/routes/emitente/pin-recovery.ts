import {
  EnviarCodigoPinResponse,
  ResultMsgResponse,
  VerificarCodigoPinBody,
} from '../../../domain/contract/wallet';
import { COMMON_MSG } from '../../../domain/messages';
import { codeResendWait, pinCodeSent, WALLET_MSG } from '../../../domain/wallet-messages';
import { checkCode } from '../../codes/verification-codes';
import { PIN_RE, replacePin } from '../../pin/member-pin';
import { sendPinRecoveryCode } from '../../pin/pin-recovery';
import type { App } from '../../types';

/** PIN recovery: a 6-digit code to the member's e-mail (SMS when there is none), then a new PIN. */
export default async function pinRecovery(app: App) {
  app.post(
    '/enviarCodigoPinTransacao',
    {
      schema: { response: { 200: EnviarCodigoPinResponse } },
      config: { upperCase: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const sent = await sendPinRecoveryCode(app.db, app.config.jwtSecret, app.outbox, request.memberId);
      if (!sent.sent) return { RESULTADO: false, MSG: codeResendWait(sent.retryInSeconds) };
      return { RESULTADO: true, MSG: pinCodeSent(sent.maskedTarget), ENVIADO_PARA: sent.maskedTarget };
    },
  );

  app.post(
    '/verificarCodigoPinTransacao',
    {
      schema: { body: VerificarCodigoPinBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { CODIGO, PIN } = request.body;
      // A malformed new PIN is refused before the code is tried, so it costs no attempt.
      if (PIN !== undefined && !PIN_RE.test(PIN)) return { RESULTADO: false, MSG: COMMON_MSG.pinInvalid };
      const checked = await checkCode(app.db, app.config.jwtSecret, {
        purpose: 'pin',
        memberId: request.memberId,
        code: CODIGO,
        consume: PIN !== undefined,
      });
      if (!checked.ok) return { RESULTADO: false, MSG: checked.message };
      if (PIN === undefined) return { RESULTADO: true, MSG: WALLET_MSG.codeVerified };
      await replacePin(app.db, request.memberId, PIN);
      return { RESULTADO: true, MSG: WALLET_MSG.pinChanged };
    },
  );
}
