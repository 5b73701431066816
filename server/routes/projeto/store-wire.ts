import type { ProdutoLoja, ProdutoLojaDetalhe, SuasInformacoes } from '../../../domain/contract/store';
import { toWireDate, toWireDateTime } from '../../../domain/dates';
import { fromCentavos } from '../../../domain/money';
import type { ReviewPrefill } from '../../store/review-prefill';
import { productImageUrl, type StoreProduct } from '../../store/store-products';

export const toProdutoLoja = (p: StoreProduct): ProdutoLoja => ({
  ID_PROJETO: p.id,
  DESCRICAO: p.description,
  EMITENTE_ML: p.associationName,
  ID_EMITENTE_ML: p.associationId,
  PAGO: p.paidAt !== null,
  DATA_PAGAMENTO: p.paidAt ? toWireDate(p.paidAt) : '',
  VALOR: p.priceCentavos === null ? null : fromCentavos(p.priceCentavos),
  DISPONIVEL: p.onSale && !p.soldOut,
  // Only events can sell out: other products keep SPEC §7's shape.
  ...(p.soldOut ? { ESGOTADO: true } : {}),
  PROJETO_WEB: { IMAGEM_THUMB: p.hasImage ? productImageUrl(p.hash) : '', HASH: p.hash },
});

export const toProdutoLojaDetalhe = (p: StoreProduct): ProdutoLojaDetalhe => ({
  ...toProdutoLoja(p),
  // Our own mark, like ESGOTADO: the payment screen then points to "Meus ingressos".
  ...(p.isEvent ? { EVENTO: true as const } : {}),
  ...(p.event
    ? {
        EVENTO_INICIO: toWireDateTime(p.event.startsAt),
        EVENTO_FIM: toWireDateTime(p.event.endsAt),
        EVENTO_LOCAL: p.event.place,
      }
    : {}),
  DESCRICAO_DETALHADA: p.detailedHtml ?? '',
  DATA_FIM: p.endsAt ? toWireDateTime(p.endsAt) : '',
  ID_EMITENTE_CATEGORIA: p.categoryId,
  CATEGORIA: p.categoryName,
});

export const toSuasInformacoes = ({ name, cpf, email, mobile, address }: ReviewPrefill): SuasInformacoes => ({
  NOME: name,
  CPF: cpf,
  EMAIL: email,
  CELULAR: mobile,
  ENDERECO: address
    ? {
        CEP: address.cep,
        LOGRADOURO: address.street,
        NUMERO: address.number,
        COMPLEMENTO: address.complement,
        BAIRRO: address.district,
        CIDADE: address.city,
        ESTADO: address.state,
      }
    : null,
});
