import { z } from 'zod';
import { MemberTicket, RefundPixKey, WithdrawalState } from './tickets';
import { WIRE_DATE_TIME_RE } from '../dates';
import { Money } from './common';
import { Fluxo, TransactionStatus } from './fluxo';
import { NovoCartao, WireId } from './wallet';
import { paymentMethodWires } from '../payment-methods';

/** Public calls under /api/access (SPEC §7 Public purchase): no token; errors as RESULTADO/MSG. */

/** A product's public hash, as in /produto/{hash}. */
export const ProductHash = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** What binds a public buyer to their item: random, unguessable (unlike the sequential item id). */
const PurchaseReference = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const ProductHashParams = z.object({ hash: ProductHash });
export type ProductHashParams = z.infer<typeof ProductHashParams>;

// ---- acessarProjeto/{hash}

const CategoriaProjeto = z.object({
  ID_EMITENTE_CATEGORIA: z.number().int(),
  DESCRICAO: z.string(),
  /** BRL, the product's price for this category. */
  VALOR_PROJETO: Money,
});
export type CategoriaProjeto = z.infer<typeof CategoriaProjeto>;

export const ProjetoWeb = z.object({
  ID_PROJETO_WEB: z.number().int(),
  DESCRICAO: z.string(),
  /** HTML as the association wrote it: the page sanitizes it before showing it. */
  DESCRICAO_DETALHADA: z.string(),
  /** URL of acessarProjetoImagem, or '' when the product has no image. */
  IMAGEM: z.string(),
  HASH: z.string(),
  /** YYYYMMDDTHHmmss (São Paulo), or '' when sales never end. */
  DATA_FIM: z.union([z.literal(''), z.string().regex(WIRE_DATE_TIME_RE)]),
  ID_EMITENTE_ML: z.number().int(),
  EMITENTE_ML: z.string(),
  /** No category is chosen for the buyer: they pick one of CATEGORIAS. */
  ID_EMITENTE_CATEGORIA: z.number().int().nullable(),
  CATEGORIAS: z.array(CategoriaProjeto),
  /** False once DATA_FIM has passed: the page shows the product but sells nothing. */
  DISPONIVEL: z.boolean(),
  /** An event with no seat left: DISPONIVEL is false and the page says "Esgotado". */
  ESGOTADO: z.boolean().optional(),
  /** Who is paid: the association's CNPJ (14 digits), named at the checkout (issue #38). */
  CNPJ_EMITENTE: z.string().optional(),
});
export type ProjetoWeb = z.infer<typeof ProjetoWeb>;

// ---- incluirFluxoProjetoDireto

/** A text of the buyer form; the server's §5 checks say which ones are required. */
const text = (max: number) => z.string().trim().max(max).nullish();

/** The buyer form (SPEC §3 buyer fields). */
export const EmitenteCompra = z.object({
  /** A category id; '' or 0 is the picker's "Selecione". */
  idCategoriaEmitente: z.union([z.number().int(), z.string().trim().max(12)]).nullish(),
  nome: text(200),
  /** Brazil only. */
  cpf: text(20),
  /** Other countries only. */
  documento: text(40),
  /** YYYY-MM-DD or DD/MM/YYYY. */
  dataNascimento: text(10),
  /** CRM or CRP. */
  orgaoClasse: text(3),
  instituicaoOrganizacaoTrabalha: text(200),
  profissaoEspecialidade: text(200),
  cep: text(12),
  logradouro: text(200),
  logradouroNumero: text(20),
  logradouroComplemento: text(120),
  bairro: text(120),
  cidade: text(120),
  /** Brazil: a UF ("0" is the picker's unselected value); elsewhere at most 2 characters. */
  estado: text(2),
  /** ISO 3166 alpha-2; default BR. */
  pais: text(2),
  telefone: text(20),
  celular: text(20),
  email: text(254),
  /** Only when the CPF has no account: the new account's password. */
  senha: z.string().max(256).nullish(),
  senhaRepeticao: z.string().max(256).nullish(),
  nomeRecibo: text(200),
  /** Numeric or alphanumeric CNPJ, with or without its mask. */
  cnpjRecibo: text(20),
});
export type EmitenteCompra = z.infer<typeof EmitenteCompra>;

export const IncluirFluxoProjetoDiretoBody = z.object({ EMITENTE: EmitenteCompra, HASH: ProductHash });
export type IncluirFluxoProjetoDiretoBody = z.input<typeof IncluirFluxoProjetoDiretoBody>;

export const IncluirFluxoProjetoDiretoResponse = z.object({
  RESULTADO: z.boolean(),
  MSG: z.string(),
  FLUXO: z.object({ ID_FLUXO_DE_CAIXA: z.number().int() }).optional(),
  /** Send it back on every later call about this item. */
  REFERENCIA: z.string().optional(),
  /**
   * The account this purchase opened with the password typed: NOVA for a person nobody knew
   * (TOKEN is their session), CONFIRMAR for a person the association knew (the first login confirms
   * it with a code sent to the e-mail or mobile on file). Absent when none was opened.
   */
  CONTA: z.enum(['NOVA', 'CONFIRMAR']).optional(),
  TOKEN: z.string().optional(),
  /** Why the item is at the general price and not the category's (not an active member of it). */
  AVISO: z.string().optional(),
});
export type IncluirFluxoProjetoDiretoResponse = z.infer<typeof IncluirFluxoProjetoDiretoResponse>;

// ---- obterFluxoDireto, efetuarTransacaoDireta, verificarTransacaoDireta

/** The buyer form again, as the spec sends it; the server goes by REFERENCIA, not by this. */
const EmitenteEcho = EmitenteCompra.partial().nullish();

export const ObterFluxoDiretoBody = z.object({
  ID_EMITENTE_ML: WireId.optional(),
  ID_FLUXO_DE_CAIXA: WireId,
  EMITENTE: EmitenteEcho,
  HASH: ProductHash,
  REFERENCIA: PurchaseReference,
});
export type ObterFluxoDiretoBody = z.input<typeof ObterFluxoDiretoBody>;

export const ObterFluxoDiretoResponse = z.object({ RESULTADO: z.literal(true), FLUXO: Fluxo });
export type ObterFluxoDiretoResponse = z.infer<typeof ObterFluxoDiretoResponse>;

export const EfetuarTransacaoDiretaBody = z.object({
  ID_EMITENTE_ML: WireId.optional(),
  ID_FLUXO_DE_CAIXA: WireId,
  TIPO: z.enum(paymentMethodWires),
  /** 1 to 12, card only: PIX and boleto are always 1. */
  PARCELAS: z.coerce.number<number | string>().int().min(1).max(12).default(1),
  /** Required for TIPO 'C': a card typed now (a public buyer has no saved cards). */
  CARTAO: NovoCartao.optional(),
  HASH: ProductHash,
  EMITENTE: EmitenteEcho,
  REFERENCIA: PurchaseReference,
});
export type EfetuarTransacaoDiretaBody = z.input<typeof EfetuarTransacaoDiretaBody>;

export const VerificarTransacaoDiretaBody = z.object({
  ID_ZOOP_TRANSACAO: z.string().min(1).max(64),
  HASH: ProductHash,
  EMITENTE: EmitenteEcho,
  REFERENCIA: PurchaseReference,
});
export type VerificarTransacaoDiretaBody = z.input<typeof VerificarTransacaoDiretaBody>;

export const VerificarTransacaoDiretaResponse = z.object({
  RESULTADO: z.literal(true),
  STATUS: TransactionStatus,
});
export type VerificarTransacaoDiretaResponse = z.infer<typeof VerificarTransacaoDiretaResponse>;

// ---- Compra concluída (our own vocabulary: camelCase, centavos, ISO dates; errors { ok, message })

export const CompletedPurchaseBody = z.object({
  itemId: WireId,
  hash: ProductHash,
  reference: PurchaseReference,
});
export type CompletedPurchaseBody = z.input<typeof CompletedPurchaseBody>;

/** "Confirmar desistência" by the purchase's reference; a boleto's with the PIX key its money goes back to. */
export const WithdrawPurchaseBody = CompletedPurchaseBody.extend({ refundPixKey: RefundPixKey.optional() });
export type WithdrawPurchaseBody = z.input<typeof WithdrawPurchaseBody>;

/** A paid public purchase, as its "Compra concluída" page shows it. */
export const CompletedPurchase = z.object({
  description: z.string(),
  associationName: z.string(),
  amountCentavos: z.number().int(),
  /** "PIX", "Boleto", "Cartão de crédito em 3x"… */
  paidWith: z.string(),
  /** ISO 8601. */
  paidAt: z.string(),
  /** The printable receipt, public to the holder of this address. */
  receiptUrl: z.string(),
  /** Where the receipt was sent: the e-mail typed, then the account's (masked) when another. */
  receiptSentTo: z.array(z.string()),
  /** An event's registration: its ticket (QR and "Código do ingresso"); null for other products. */
  ticket: MemberTicket.nullable(),
  /**
   * A product that issues a service invoice (NFS-e): its status, and its PDF once authorized;
   * null for other products.
   */
  invoice: z
    .object({
      status: z.enum(['scheduled', 'authorized', 'cancelled', 'error']),
      pdfUrl: z.string().nullable(),
    })
    .nullable(),
  /** "Desistir da compra" (CDC art. 49): open while its window runs; when it was withdrawn. */
  withdrawal: WithdrawalState,
});
export type CompletedPurchase = z.infer<typeof CompletedPurchase>;
