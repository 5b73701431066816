import type { App } from '../../types';
import categoriasEmitente from './categorias-emitente';
import checarCodigoRecuperacao from './checar-codigo-recuperacao';
import clientConfig from './client-config';
import enviarCodigoConfirmacao from './enviar-codigo-confirmacao';
import esqueciSenha from './esqueci-senha';
import login from './login';
import logo from './logo';
import medicoCrm from './medico-crm';
import registrarConta from './registrar-conta';
import userRegistered from './user-registered';
import verificarCodigoConfirmacao from './verificar-codigo-confirmacao';
import verify from './verify';

export default async function authRoutes(app: App) {
  await app.register(login);
  await app.register(verify);
  await app.register(logo);
  await app.register(clientConfig);
  await app.register(categoriasEmitente);
  await app.register(userRegistered);
  await app.register(medicoCrm);
  await app.register(enviarCodigoConfirmacao);
  await app.register(verificarCodigoConfirmacao);
  await app.register(registrarConta);
  await app.register(esqueciSenha);
  await app.register(checarCodigoRecuperacao);
}
