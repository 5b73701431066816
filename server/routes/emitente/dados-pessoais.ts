import {
  MAX_PHOTO_DATA_URL_CHARS,
  ObterDadosPessoaisResponse,
  SalvarDadosPessoaisBody,
} from '../../../domain/contract/profile';
import { ResultMsgResponse } from '../../../domain/contract/wallet';
import { loadPersonalData, savePersonalData } from '../../members/personal-data';
import { ERRORS, sendError } from '../../plugins/errors';
import type { App } from '../../types';
import { personalDataChangeOf, toDadosPessoais } from './dados-pessoais-wire';

/** Room for the photo's data URL plus the text fields; the global limit stays at 1 MB. */
const PERSONAL_DATA_BODY_LIMIT = MAX_PHOTO_DATA_URL_CHARS + 64 * 1024;

/** Personal data and the profile photo (alterarDadosPessoais, perfil). */
export default async function dadosPessoais(app: App) {
  app.get(
    '/obterDadosPessoais',
    { schema: { response: { 200: ObterDadosPessoaisResponse } }, config: { upperCase: true } },
    async (request, reply) => {
      const data = await loadPersonalData(app.db, request.memberId);
      if (!data) return sendError(request, reply, 404, ERRORS.notFound);
      return { RESULTADO: true as const, DADOS: toDadosPessoais(data) };
    },
  );

  app.post(
    '/salvar',
    {
      bodyLimit: PERSONAL_DATA_BODY_LIMIT,
      schema: { body: SalvarDadosPessoaisBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const saved = await savePersonalData(app.db, request.memberId, personalDataChangeOf(request.body));
      return { RESULTADO: saved.ok, MSG: saved.ok ? saved.value : saved.message };
    },
  );
}
