import { UserRegisteredBody, UserRegisteredResponse } from '../../../domain/contract/registration';
import { isValidCpf } from '../../../domain/cpf';
import { onlyDigits } from '../../../domain/digits';
import { COMMON_MSG } from '../../../domain/messages';
import { maskEmail, maskMobile } from '../../members/mask-contact';
import { findAssociationRegistrant, findMemberByCpf } from '../../members/registrant';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

/** The first step of sign-up: has this CPF an account, or does the association know the person? */
export default async function userRegistered(app: App) {
  app.post(
    '/userRegistered',
    {
      schema: { body: UserRegisteredBody, response: { 200: UserRegisteredResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { CPF, ID_EMITENTE_ML } = request.body;
      if (!CPF) return sendError(request, reply, 400, COMMON_MSG.cpfEmpty);
      if (!isValidCpf(CPF)) return sendError(request, reply, 400, COMMON_MSG.cpfInvalid);
      const cpf = onlyDigits(CPF);

      const member = await findMemberByCpf(app.db, cpf);
      const registrado = !!member?.passwordHash;
      const registrant =
        !registrado && ID_EMITENTE_ML
          ? await findAssociationRegistrant(app.db, cpf, ID_EMITENTE_ML)
          : undefined;
      return {
        registrado,
        registradoEmitente: !!registrant,
        opcoesEnvio: {
          ...(registrant?.email ? { EMAIL: maskEmail(registrant.email) } : {}),
          ...(registrant?.mobile ? { CELULAR: maskMobile(registrant.mobile) } : {}),
        },
      };
    },
  );
}
