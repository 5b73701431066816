import { ListarProdutosLojaResponse } from '../../../domain/contract/store';
import { listStoreProducts } from '../../store/store-products';
import type { App } from '../../types';
import { toProdutoLoja } from './store-wire';

export default async function listarProdutosLoja(app: App) {
  app.get(
    '/listarProdutosLoja',
    { schema: { response: { 200: ListarProdutosLojaResponse } } },
    async (request) => (await listStoreProducts(app.db, request.memberId)).map(toProdutoLoja),
  );
}
