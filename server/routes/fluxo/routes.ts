import type { App } from '../../types';
import efetuarTransacao from './efetuar-transacao';
import eventosTransacao from './eventos-transacao';
import incluirFluxoProjeto from './incluir-fluxo-projeto';
import listarFluxos from './listar-fluxos';
import obterFluxo from './obter-fluxo';
import obterTransacaoPendenteBoleto from './obter-transacao-pendente-boleto';
import pendenciaTotal from './pendencia-total';
import transacoesPagas from './transacoes-pagas';
import verificaSePagaAnuidade from './verifica-se-paga-anuidade';
import verificarTransacao from './verificar-transacao';

/** The Fluxo area: a member's token on every call, and errors as RESULTADO/MSG. */
export default async function fluxoRoutes(app: App) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, upperCase: true };
  });
  app.addHook('onRequest', app.authenticate);
  await app.register(listarFluxos);
  await app.register(obterFluxo);
  await app.register(pendenciaTotal);
  await app.register(verificaSePagaAnuidade);
  await app.register(efetuarTransacao);
  await app.register(verificarTransacao);
  await app.register(eventosTransacao);
  await app.register(obterTransacaoPendenteBoleto);
  await app.register(incluirFluxoProjeto);
  await app.register(transacoesPagas);
}
