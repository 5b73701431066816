import { ListarCartoesResponse } from '../../../domain/contract/wallet';
import { listCards } from '../../cards/member-cards';
import type { App } from '../../types';
import { toCartao } from '../fluxo/card-wire';

export default async function listarCartoes(app: App) {
  app.get(
    '/listarCartoes',
    { schema: { response: { 200: ListarCartoesResponse } }, config: { upperCase: true } },
    async (request) => (await listCards(app.db, request.memberId)).map(toCartao),
  );
}
