import type { App } from '../../types';
import cadastrarPin from './cadastrar-pin';
import listarAssociacoes from './listar-associacoes';
import listarCartoes from './listar-cartoes';
import obterLogado from './obter-logado';
import pinRecovery from './pin-recovery';
import salvarCartao from './salvar-cartao';
import selecionarPrincipal from './selecionar-principal';
import temPin from './tem-pin';
import validarPin from './validar-pin';

/** Every call of the Emitente area needs a member's token. */
export default async function emitenteRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  await app.register(obterLogado);
  await app.register(listarAssociacoes);
  await app.register(temPin);
  await app.register(cadastrarPin);
  await app.register(validarPin);
  await app.register(pinRecovery);
  await app.register(listarCartoes);
  await app.register(salvarCartao);
  await app.register(selecionarPrincipal);
}
