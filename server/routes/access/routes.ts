import type { App } from '../../types';
import acessarBoleto from './acessar-boleto';
import acessarProjeto from './acessar-projeto';
import acessarProjetoImagem from './acessar-projeto-imagem';
import compraConcluida from './compra-concluida';
import desistirCompra from './desistir-compra';
import efetuarTransacaoDireta from './efetuar-transacao-direta';
import incluirFluxoProjetoDireto from './incluir-fluxo-projeto-direto';
import obterFluxoDireto from './obter-fluxo-direto';
import recibo from './recibo';
import verificarTransacaoDireta from './verificar-transacao-direta';

/**
 * Public calls (no login): the boleto slip and the public purchase (product page, checkout, and
 * once paid "Compra concluída" with its receipt, and "Desistir da compra").
 */
export default async function accessRoutes(app: App) {
  await app.register(acessarBoleto);
  await app.register(acessarProjeto);
  await app.register(acessarProjetoImagem);
  await app.register(incluirFluxoProjetoDireto);
  await app.register(obterFluxoDireto);
  await app.register(efetuarTransacaoDireta);
  await app.register(verificarTransacaoDireta);
  await app.register(compraConcluida);
  await app.register(desistirCompra);
  await app.register(recibo);
}
