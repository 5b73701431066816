import {
  VerificarCodigoConfirmacaoBody,
  VerificarCodigoConfirmacaoResponse,
} from '../../../domain/contract/registration';
import { isValidCpf } from '../../../domain/cpf';
import { onlyDigits } from '../../../domain/digits';
import { COMMON_MSG } from '../../../domain/messages';
import { REG_MSG } from '../../../domain/registration-messages';
import { checkCode } from '../../codes/verification-codes';
import { findAssociationRegistrant, registrantOnFile } from '../../members/registrant';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { toEmitentePrefill } from './registrant-wire';

/**
 * Checks the registration code and hands back the association's data for the prefill. The code stays
 * usable: registrarConta consumes it when the account is created.
 */
export default async function verificarCodigoConfirmacao(app: App) {
  app.post(
    '/verificarCodigoConfirmacao',
    {
      schema: { body: VerificarCodigoConfirmacaoBody, response: { 200: VerificarCodigoConfirmacaoResponse } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ID_EMITENTE_ML, CPF, CODIGO_CONFIRMACAO } = request.body;
      if (!isValidCpf(CPF)) return sendError(request, reply, 400, COMMON_MSG.cpfInvalid);
      const registrant = await findAssociationRegistrant(app.db, onlyDigits(CPF), ID_EMITENTE_ML);
      if (!registrant) return { resultado: false, msg: REG_MSG.registrantNotFound };

      const checked = await checkCode(app.db, app.config.jwtSecret, {
        purpose: 'registro',
        memberId: registrant.id,
        code: CODIGO_CONFIRMACAO,
        consume: false,
      });
      if (!checked.ok) return { resultado: false, msg: checked.message };
      const onFile = await registrantOnFile(app.db, registrant);
      return { resultado: true, EMITENTE: toEmitentePrefill(onFile), NOME_APRESENTACAO: onFile.displayName };
    },
  );
}
