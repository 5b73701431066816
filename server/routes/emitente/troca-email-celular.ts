import { CodigoBody, ContatoBody, EmUsoResponse } from '../../../domain/contract/profile';
import { EnviarCodigoPinResponse, ResultMsgResponse } from '../../../domain/contract/wallet';
import { pinCodeSent, WALLET_MSG } from '../../../domain/wallet-messages';
import {
  applyContactChange,
  contactInUse,
  inUseMessage,
  normalizeContact,
  requestContactChange,
  verifyChangeCode,
} from '../../members/contact-change';
import type { App } from '../../types';
import { contactKindOf } from '../auth/contact-kind-wire';

/**
 * E-mail or mobile change (alterarEmailCelular/{tipo}): is it free → code to the current contact
 * → (check the code) → apply. The code proves the request comes from the account's owner.
 */
export default async function trocaEmailCelular(app: App) {
  app.post(
    '/verificarEmailCelularEmUso',
    {
      schema: { body: ContatoBody, response: { 200: EmUsoResponse } },
      // It tells whether an address has an account: few tries per minute.
      config: { upperCase: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const kind = contactKindOf(request.body.TIPO);
      const normalized = normalizeContact(kind, request.body.VALOR);
      if (!normalized.ok) return { RESULTADO: false, EM_USO: false, MSG: normalized.message };
      const inUse = await contactInUse(app.db, request.memberId, kind, normalized.value);
      return { RESULTADO: true, EM_USO: inUse, ...(inUse ? { MSG: inUseMessage(kind) } : {}) };
    },
  );

  app.post(
    '/enviarCodigoPinTransacaoAlterarEmailCelular',
    {
      schema: { body: ContatoBody, response: { 200: EnviarCodigoPinResponse } },
      config: { upperCase: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { TIPO, VALOR } = request.body;
      const { jwtSecret } = app.config;
      const kind = contactKindOf(TIPO);
      const sent = await requestContactChange(app.db, jwtSecret, app.outbox, request.memberId, kind, VALOR);
      if (!sent.ok) return { RESULTADO: false, MSG: sent.message };
      return { RESULTADO: true, MSG: pinCodeSent(sent.value), ENVIADO_PARA: sent.value };
    },
  );

  app.post(
    '/verificarCodigoPinTransacaoTroca',
    {
      schema: { body: CodigoBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const checked = await verifyChangeCode(
        app.db,
        app.config.jwtSecret,
        request.memberId,
        request.body.CODIGO,
      );
      return checked.ok
        ? { RESULTADO: true, MSG: WALLET_MSG.codeVerified }
        : { RESULTADO: false, MSG: checked.message };
    },
  );

  app.post(
    '/efetuarTrocaEmailCelular',
    {
      schema: { body: CodigoBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { jwtSecret } = app.config;
      const done = await applyContactChange(
        app.db,
        jwtSecret,
        app.outbox,
        request.memberId,
        request.body.CODIGO,
      );
      return { RESULTADO: done.ok, MSG: done.ok ? done.value : done.message };
    },
  );
}
