import { eq } from 'drizzle-orm';
import {
  EnviarCodigoPinResponse,
  ResultMsgResponse,
  VerificarCodigoPinBody,
} from '../../../domain/contract/wallet';
import { MSG } from '../../../domain/messages';
import { codeResendWait, pinCodeSent, WALLET_MSG } from '../../../domain/wallet-messages';
import { checkCode, issueCode } from '../../codes/verification-codes';
import { members } from '../../db/schema';
import { maskEmail, maskMobile } from '../../members/mask-contact';
import { PIN_RE, replacePin } from '../../pin/member-pin';
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
      const [member] = await app.db
        .select({ email: members.email, mobile: members.mobile })
        .from(members)
        .where(eq(members.id, request.memberId));
      const channel = member?.email ? 'EMAIL' : 'CELULAR';
      const target = member?.email ?? member?.mobile ?? '';
      const issued = await issueCode(app.db, app.config.jwtSecret, {
        purpose: 'pin',
        memberId: request.memberId,
        channel,
        target,
      });
      if (!issued.sent) return { RESULTADO: false, MSG: codeResendWait(Math.ceil(issued.retryInMs / 1000)) };
      await app.outbox.send({
        channel: channel === 'EMAIL' ? 'email' : 'sms',
        recipient: target,
        subject: 'Quita: código para recuperar seu PIN',
        body: `Seu código para recuperar o PIN de pagamentos do Quita é ${issued.code}. Ele vale por 10 minutos.`,
      });
      const masked = channel === 'EMAIL' ? maskEmail(target) : maskMobile(target);
      return { RESULTADO: true, MSG: pinCodeSent(masked), ENVIADO_PARA: masked };
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
      if (PIN !== undefined && !PIN_RE.test(PIN)) return { RESULTADO: false, MSG: MSG.pinInvalid };
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
