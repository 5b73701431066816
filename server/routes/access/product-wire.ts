import type { ProjetoWeb } from '../../../domain/contract/access';
import { toWireDateTime } from '../../../domain/dates';
import { fromCentavos } from '../../../domain/money';
import { productImageUrl, salesEnded, type PublicProduct } from '../../purchases/public-product';

export const toProjetoWeb = (product: PublicProduct, now = new Date()): ProjetoWeb => ({
  ID_PROJETO_WEB: product.id,
  DESCRICAO: product.description,
  DESCRICAO_DETALHADA: product.detailedHtml ?? '',
  IMAGEM: product.hasImage ? productImageUrl(product.hash) : '',
  HASH: product.hash,
  DATA_FIM: product.endsAt ? toWireDateTime(product.endsAt) : '',
  ID_EMITENTE_ML: product.associationId,
  EMITENTE_ML: product.associationName,
  ID_EMITENTE_CATEGORIA: null,
  CATEGORIAS: product.prices.map((p) => ({
    ID_EMITENTE_CATEGORIA: p.categoryId,
    DESCRICAO: p.categoryName,
    VALOR_PROJETO: fromCentavos(p.amountCentavos),
  })),
  DISPONIVEL: !salesEnded(product, now) && !product.soldOut,
  // Only events can sell out: other products keep SPEC §7's shape.
  ...(product.soldOut ? { ESGOTADO: true } : {}),
  ...(product.associationCnpj ? { CNPJ_EMITENTE: product.associationCnpj } : {}),
});
