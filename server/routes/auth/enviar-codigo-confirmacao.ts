import { CodeResponse, EnviarCodigoConfirmacaoBody } from '../../../domain/contract/registration';
import { isValidCpf } from '../../../domain/cpf';
import { onlyDigits } from '../../../domain/digits';
import { COMMON_MSG } from '../../../domain/messages';
import { codeSentTo, REG_MSG, waitToResend } from '../../../domain/registration-messages';
import { findAssociationRegistrant } from '../../members/registrant';
import { sendCode } from '../../members/send-code';
import { sendError } from '../../plugins/errors';
import { contactKindOf } from './contact-kind-wire';
import type { App } from '../../types';

/** Sends the registrant the association knows a code to the e-mail or mobile the association has on file. */
export default async function enviarCodigoConfirmacao(app: App) {
  app.post(
    '/enviarCodigoConfirmacao',
    {
      schema: { body: EnviarCodigoConfirmacaoBody, response: { 200: CodeResponse } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ID_EMITENTE_ML, TIPO, CPF } = request.body;
      if (!isValidCpf(CPF)) return sendError(request, reply, 400, COMMON_MSG.cpfInvalid);
      const registrant = await findAssociationRegistrant(app.db, onlyDigits(CPF), ID_EMITENTE_ML);
      if (!registrant) return { resultado: false, msg: REG_MSG.registrantNotFound };

      const channel = contactKindOf(TIPO);
      const target = registrant[channel];
      if (!target) {
        return {
          resultado: false,
          msg: channel === 'email' ? REG_MSG.noEmailOnFile : REG_MSG.noMobileOnFile,
        };
      }
      const sent = await sendCode(app.db, app.config.jwtSecret, app.outbox, {
        purpose: 'registro',
        memberId: registrant.id,
        channel,
        target,
        subject: 'Quita: código para concluir seu cadastro',
        body: (code) =>
          `Seu código para concluir o cadastro no Quita é ${code}. Ele vale por 10 minutos. ` +
          'Se você não pediu este código, ignore esta mensagem.',
      });
      return sent.sent
        ? { resultado: true, msg: codeSentTo(sent.maskedTarget) }
        : { resultado: false, msg: waitToResend(sent.retryInSeconds) };
    },
  );
}
