import { z } from 'zod';
import { WIRE_DATE_RE, WIRE_DATE_TIME_RE } from '../dates';
import { Money } from './common';
import { WireId } from './wallet';

const ProjetoWeb = z.object({
  /** The product image: /api/access/acessarProjetoImagem/{HASH}; '' without one (the app's generic picture). */
  IMAGEM_THUMB: z.string(),
  HASH: z.string(),
});
export type ProjetoWeb = z.infer<typeof ProjetoWeb>;

/**
 * A store product as the member sees it. Listed: in-store products of the associations the member is
 * an active member of that are on sale for the member's category there (priced, not ended),
 * plus those the member already acquired.
 */
export const ProdutoLoja = z.object({
  ID_PROJETO: z.number().int(),
  DESCRICAO: z.string(),
  EMITENTE_ML: z.string(),
  ID_EMITENTE_ML: z.number().int(),
  /** The member has a paid item of this product. */
  PAGO: z.boolean(),
  /** 'YYYY-MM-DD' (São Paulo) once acquired, else ''. */
  DATA_PAGAMENTO: z.union([z.literal(''), z.string().regex(WIRE_DATE_RE)]),
  /** BRL price for the member's category with that association; null when it has none. */
  VALOR: Money.nullable(),
  /** On sale for the member now: priced for their category and not ended. */
  DISPONIVEL: z.boolean(),
  /** An event with no seat left: DISPONIVEL is false and the store says "Esgotado". */
  ESGOTADO: z.boolean().optional(),
  PROJETO_WEB: ProjetoWeb,
});
export type ProdutoLoja = z.infer<typeof ProdutoLoja>;

export const ListarProdutosLojaResponse = z.array(ProdutoLoja);
export type ListarProdutosLojaResponse = z.infer<typeof ListarProdutosLojaResponse>;

export const ProdutoLojaParams = z.object({ id: WireId });
export const ProdutoLojaBody = z.object({ ID_PROJETO: WireId });
export type ProdutoLojaBody = z.input<typeof ProdutoLojaBody>;

export const ProdutoLojaDetalhe = ProdutoLoja.extend({
  /** An event (congress, course): paying it issues a ticket, shown in "Meus ingressos". */
  EVENTO: z.literal(true).optional(),
  /** An event's start and end (YYYYMMDDTHHmmss, São Paulo) and venue: the product page shows them. */
  EVENTO_INICIO: z.string().regex(WIRE_DATE_TIME_RE).optional(),
  EVENTO_FIM: z.string().regex(WIRE_DATE_TIME_RE).optional(),
  EVENTO_LOCAL: z.string().optional(),
  /** Stored HTML, unsanitised: the client sanitises it (DOMPurify) before showing it. */
  DESCRICAO_DETALHADA: z.string(),
  /** End of sale, YYYYMMDDTHHmmss (São Paulo); '' when it has none. */
  DATA_FIM: z.union([z.literal(''), z.string().regex(WIRE_DATE_TIME_RE)]),
  /** The member's category with the association, the one VALOR is for. */
  ID_EMITENTE_CATEGORIA: z.number().int(),
  CATEGORIA: z.string(),
});
export type ProdutoLojaDetalhe = z.infer<typeof ProdutoLojaDetalhe>;

const EnderecoPrefill = z.object({
  CEP: z.string(),
  LOGRADOURO: z.string(),
  NUMERO: z.string(),
  COMPLEMENTO: z.string().nullable(),
  BAIRRO: z.string(),
  CIDADE: z.string(),
  ESTADO: z.string(),
});
export type EnderecoPrefill = z.infer<typeof EnderecoPrefill>;

/** "Suas Informações" of the product review, prefilled from the member's account. */
export const SuasInformacoes = z.object({
  NOME: z.string(),
  /** Digits only. */
  CPF: z.string(),
  EMAIL: z.string().nullable(),
  /** Digits only. */
  CELULAR: z.string().nullable(),
  /** The main address; null when the member has none. */
  ENDERECO: EnderecoPrefill.nullable(),
});
export type SuasInformacoes = z.infer<typeof SuasInformacoes>;

export const ObterProdutoLojaResponse = z.object({
  RESULTADO: z.literal(true),
  PRODUTO: ProdutoLojaDetalhe,
  SUAS_INFORMACOES: SuasInformacoes,
});
export type ObterProdutoLojaResponse = z.infer<typeof ObterProdutoLojaResponse>;

export const IncluirFluxoProjetoBody = z.object({
  ID_PROJETO: WireId,
  /** A company the receipt is made out to (optional). */
  NOME_RECIBO: z.string().trim().max(200).nullish(),
  /** Its CNPJ, masked or not; alphanumeric CNPJs are accepted. */
  CNPJ_RECIBO: z.string().trim().max(20).nullish(),
});
export type IncluirFluxoProjetoBody = z.input<typeof IncluirFluxoProjetoBody>;

export const IncluirFluxoProjetoResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  /** The item to pay with efetuarTransacao; present when RESULTADO is true. */
  ID_FLUXO_DE_CAIXA: z.number().int().optional(),
});
export type IncluirFluxoProjetoResponse = z.infer<typeof IncluirFluxoProjetoResponse>;
