import type { App } from '../../types';
import listarProdutosLoja from './listar-produtos-loja';
import obterProdutoLoja from './obter-produto-loja';

/** The Product area (the member's store): a member's token on every call, errors as RESULTADO/MSG. */
export default async function projetoRoutes(app: App) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, upperCase: true };
  });
  app.addHook('onRequest', app.authenticate);
  await app.register(listarProdutosLoja);
  await app.register(obterProdutoLoja);
}
