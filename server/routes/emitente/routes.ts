import type { App } from '../../types';
import aceitarTermos from './aceitar-termos';
import associarEmitente from './associar-emitente';
import cadastrarPin from './cadastrar-pin';
import dadosPessoais from './dados-pessoais';
import enderecos from './enderecos';
import excluirCartao from './excluir-cartao';
import especialidades from './especialidades';
import formacao from './formacao';
import listarAssociacoes from './listar-associacoes';
import listarCartoes from './listar-cartoes';
import obterLogado from './obter-logado';
import pinRecovery from './pin-recovery';
import salvarCartao from './salvar-cartao';
import selecionarPrincipal from './selecionar-principal';
import temPin from './tem-pin';
import trocaEmailCelular from './troca-email-celular';
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
  await app.register(excluirCartao);
  await app.register(associarEmitente);
  await app.register(dadosPessoais);
  await app.register(trocaEmailCelular);
  await app.register(enderecos);
  await app.register(formacao);
  await app.register(especialidades);
  await app.register(aceitarTermos);
}
