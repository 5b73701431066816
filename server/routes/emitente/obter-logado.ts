import { ObterLogadoResponse } from '../../../domain/contract/emitente';
import { loadSessionUser } from '../../members/session-user';
import type { App } from '../../types';
import { toUsuario } from '../auth/session-user-wire';

export default async function obterLogado(app: App) {
  app.get('/obterLogado', { schema: { response: { 200: ObterLogadoResponse } } }, async (request) => {
    const user = await loadSessionUser(app.db, request.memberId);
    return { resultado: true as const, usuario: toUsuario(user!) };
  });
}
