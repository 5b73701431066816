import { educationOf, formacaoOf } from '../../../domain/contract/education-wire';
import { ObterFormacaoResponse, SalvarFormacaoBody } from '../../../domain/contract/profile';
import { ResultMsgResponse } from '../../../domain/contract/wallet';
import { loadEducation, saveEducation } from '../../members/member-education';
import type { App } from '../../types';

/** Education (alterarDadosFormacao). */
export default async function formacao(app: App) {
  app.get(
    '/obterFormacao',
    { schema: { response: { 200: ObterFormacaoResponse } }, config: { upperCase: true } },
    async (request) => ({
      RESULTADO: true as const,
      FORMACAO: formacaoOf(await loadEducation(app.db, request.memberId)),
    }),
  );

  app.post(
    '/salvarFormacao',
    {
      schema: { body: SalvarFormacaoBody, response: { 200: ResultMsgResponse } },
      config: { upperCase: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const saved = await saveEducation(app.db, request.memberId, educationOf(request.body));
      return { RESULTADO: saved.ok, MSG: saved.ok ? saved.value : saved.message };
    },
  );
}
