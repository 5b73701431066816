import type { App } from '../../types';
import obterLogado from './obter-logado';

/** Every call of the Emitente area needs a member's token. */
export default async function emitenteRoutes(app: App) {
  app.addHook('onRequest', app.authenticate);
  await app.register(obterLogado);
}
