import { z } from 'zod';

/**
 * The requests API Pix accepts, written by hand from the Central Bank's published OpenAPI
 * (bacen/pix-api, openapi.yaml, version 2.9.0) — not from our adapter. Patterns the YAML leaves
 * unanchored are anchored here; objects are strict where the standard lists every property, so a
 * field the standard does not know is a violation.
 */
export const PIX_API_VERSION = '2.9.0';

/** components.schemas.TxId: pattern [a-zA-Z0-9]{26,35}. */
export const TxId = z.string().regex(/^[a-zA-Z0-9]{26,35}$/);
/** components.schemas.EndToEndId: [a-zA-Z0-9]{32}. */
export const EndToEndId = z.string().regex(/^[a-zA-Z0-9]{32}$/);
/** Path parameter id of /pix/{e2eid}/devolucao/{id}: [a-zA-Z0-9]{1,35}. */
export const DevolucaoId = z.string().regex(/^[a-zA-Z0-9]{1,35}$/);
/** Every monetary field: \d{1,10}\.\d{2}. */
const Valor = z.string().regex(/^\d{1,10}\.\d{2}$/);
const Cpf = z.string().regex(/^\d{11}$/);
const Cnpj = z.string().regex(/^[0-9A-Z]{14}$/);
const IsoDate = z.iso.date();

/** PessoaFisica | PessoaJuridica (one of them, never both). */
const PessoaFisica = z.strictObject({ cpf: Cpf, nome: z.string().max(200) });
const PessoaJuridica = z.strictObject({ cnpj: Cnpj, nome: z.string().max(200) });
const Devedor = z.union([PessoaFisica, PessoaJuridica]);

/** DadosDevedor of a cobv: the person plus DadosComplementaresPessoa and an e-mail. */
const DevedorCobV = z.union([
  PessoaFisica.extend({
    email: z.string().optional(),
    logradouro: z.string().max(200).optional(),
    cidade: z.string().max(200).optional(),
    uf: z.string().max(2).optional(),
    cep: z.string().max(8).optional(),
  }),
  PessoaJuridica.extend({
    email: z.string().optional(),
    logradouro: z.string().max(200).optional(),
    cidade: z.string().max(200).optional(),
    uf: z.string().max(2).optional(),
    cep: z.string().max(8).optional(),
  }),
]);

/** CobBase. */
const CobBase = {
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: z
    .array(z.strictObject({ nome: z.string().max(50), valor: z.string().max(200) }))
    .max(50)
    .optional(),
};

/** PayloadLocationCob: an existing location id. */
const Loc = z.strictObject({ id: z.number().int() }).optional();

/** CobSolicitada: body of PUT /cob/{txid}. */
export const CobSolicitada = z.strictObject({
  calendario: z.strictObject({ expiracao: z.number().int().positive().optional() }),
  devedor: Devedor.optional(),
  loc: Loc,
  valor: z.strictObject({
    original: Valor,
    modalidadeAlteracao: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  ...CobBase,
});

/** CobVValor: original with multa, juros, abatimento and desconto. */
const CobVValor = z.strictObject({
  original: Valor,
  multa: z.strictObject({ modalidade: z.number().int().min(1).max(2), valorPerc: Valor }).optional(),
  juros: z.strictObject({ modalidade: z.number().int().min(1).max(8), valorPerc: Valor }).optional(),
  abatimento: z.strictObject({ modalidade: z.number().int().min(1).max(2), valorPerc: Valor }).optional(),
  desconto: z
    .union([
      z.strictObject({
        modalidade: z.number().int().min(1).max(2),
        descontoDataFixa: z
          .array(z.strictObject({ data: IsoDate, valorPerc: Valor }))
          .min(1)
          .max(3),
      }),
      z.strictObject({ modalidade: z.number().int().min(3).max(6), valorPerc: Valor }),
    ])
    .optional(),
});

/**
 * CobVSolicitada: body of PUT /cobv/{txid} (devedor is required here), with the refusals the
 * standard lists for PUT /cobv (responses 400, CobVOperacaoInvalida) that a schema cannot say:
 * a discount dated after the due date, and a discount or abatement of the whole amount or more.
 */
export const CobVSolicitada = z
  .strictObject({
    calendario: z.strictObject({
      dataDeVencimento: IsoDate,
      validadeAposVencimento: z.number().int().nonnegative().optional(),
    }),
    devedor: DevedorCobV,
    loc: Loc,
    valor: CobVValor,
    ...CobBase,
  })
  .superRefine(({ calendario, valor }, ctx) => {
    const original = Number(valor.original);
    /** Modalidade 1 is a value, 2 a percentage of the original amount. */
    const wholeOrMore = (modalidade: number, valorPerc: string) =>
      modalidade === 1 ? Number(valorPerc) >= original : Number(valorPerc) >= 100;
    const desconto = valor.desconto;
    if (desconto && 'descontoDataFixa' in desconto) {
      desconto.descontoDataFixa.forEach(({ data, valorPerc }, i) => {
        const path = ['valor', 'desconto', 'descontoDataFixa', i];
        if (data > calendario.dataDeVencimento)
          ctx.addIssue({ code: 'custom', path, message: 'desconto com data posterior ao vencimento' });
        if (wholeOrMore(desconto.modalidade, valorPerc))
          ctx.addIssue({ code: 'custom', path, message: 'desconto maior ou igual ao valor original' });
      });
    }
    if (valor.abatimento && wholeOrMore(valor.abatimento.modalidade, valor.abatimento.valorPerc))
      ctx.addIssue({
        code: 'custom',
        path: ['valor', 'abatimento'],
        message: 'abatimento maior ou igual ao valor original',
      });
  });

/** DevolucaoSolicitada: body of PUT /pix/{e2eid}/devolucao/{id}. */
export const DevolucaoSolicitada = z.strictObject({
  valor: Valor,
  natureza: z.enum(['ORIGINAL', 'RETIRADA']).optional(),
  descricao: z.string().max(140).optional(),
});

/** WebhookSolicitado: body of PUT /webhook/{chave}. */
export const WebhookSolicitado = z.strictObject({ webhookUrl: z.url() });

/** Query of GET /pix: inicio and fim required (date-time), paginacao.* optional. */
export const ParametrosConsultaPix = z.object({
  inicio: z.iso.datetime({ offset: true }),
  fim: z.iso.datetime({ offset: true }),
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/)
    .optional(),
  txIdPresente: z.enum(['true', 'false']).optional(),
  devolucaoPresente: z.enum(['true', 'false']).optional(),
  cpf: Cpf.optional(),
  cnpj: Cnpj.optional(),
  'paginacao.paginaAtual': z.coerce.number().int().min(0).optional(),
  'paginacao.itensPorPagina': z.coerce.number().int().min(1).optional(),
});

/** The OAuth2 client-credentials token request (RFC 6749 §4.4), form-encoded. */
export const TokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  scope: z.string().optional(),
});
