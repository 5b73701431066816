import { EsqueciSenhaBody, EsqueciSenhaResponse } from '../../../domain/contract/registration';
import { COMMON_MSG } from '../../../domain/messages';
import { codeSentTo, waitToResend } from '../../../domain/registration-messages';
import { findMemberByLogin } from '../../members/find-by-login';
import { sendCode } from '../../members/send-code';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** Step 1 of password recovery: a code to the e-mail or mobile the person typed. */
export default async function esqueciSenha(app: App) {
  app.post(
    '/esqueciSenha',
    {
      schema: { body: EsqueciSenhaBody, response: { 200: EsqueciSenhaResponse } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const usuario = request.body.USUARIO;
      if (!usuario) return sendError(request, reply, 400, COMMON_MSG.forgotPasswordEmpty);
      const member = await findMemberByLogin(app.db, usuario);
      // A registrant without an account has no password to recover: they register instead.
      if (!member?.passwordHash) return { registrado: false };

      const byEmail = usuario.includes('@');
      const sent = await sendCode(app.db, app.config.jwtSecret, app.outbox, {
        purpose: 'recuperacao',
        memberId: member.id,
        channel: byEmail ? 'email' : 'mobile',
        target: (byEmail ? member.email : member.mobile) ?? '',
        subject: 'Quita: recuperação de senha',
        body: (code) =>
          `Seu código de recuperação de senha do Quita é ${code}. Ele vale por 10 minutos. ` +
          'Se você não pediu para trocar a senha, ignore esta mensagem.',
      });
      return {
        registrado: true,
        msg: sent.sent ? codeSentTo(sent.maskedTarget) : waitToResend(sent.retryInSeconds),
      };
    },
  );
}
