import { z } from 'zod';
import { TxId } from './pix-api-schemas';

/**
 * Pix Automático's requests, written by hand from bacen/pix-api's openapi.yaml (version 2.9.0, the
 * same PIX_API_VERSION as ./pix-api-schemas): RecSolicitada (POST /rec), RecRevisada (PATCH
 * /rec/{idRec}), CobRSolicitada (PUT /cobr/{txid}), CobRRevisada (PATCH /cobr/{txid}), WebhookRecSolicitado and WebhookCobRSolicitado.
 * Objects are strict where the standard lists every property.
 */

const Valor = z.string().regex(/^\d{1,10}\.\d{2}$/);
const IsoDate = z.iso.date();
/** components.schemas.RecId: [a-zA-Z0-9]{29}. */
export const RecId = z.string().regex(/^[a-zA-Z0-9]{29}$/);

/** PessoaFisicaRecorrencia | PessoaJuridicaRecorrencia: nome up to 140. */
const DevedorRecorrencia = z.union([
  z.strictObject({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().max(140) }),
  z.strictObject({ cnpj: z.string().regex(/^[0-9A-Z]{14}$/), nome: z.string().max(140) }),
]);

const Periodicidade = z.enum(['SEMANAL', 'MENSAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL']);
const PoliticaRetentativa = z.enum(['NAO_PERMITE', 'PERMITE_3R_7D']);

/**
 * RecSolicitada = RecBase (vinculo, calendario, valor) + recebedor.convenio + RecConfiguracao +
 * loc (PayloadLocationRecId) + RecAtivacaoSolicitada, with the POST /rec refusals a schema cannot
 * say: dataFinal before dataInicial, valorRec and valorMinimoRecebedor both filled.
 */
export const RecSolicitada = z
  .strictObject({
    vinculo: z.strictObject({
      objeto: z.string().max(35).optional(),
      devedor: DevedorRecorrencia,
      contrato: z.string().max(35),
    }),
    calendario: z.strictObject({
      dataInicial: IsoDate,
      dataFinal: IsoDate.optional(),
      periodicidade: Periodicidade,
    }),
    valor: z.strictObject({ valorRec: Valor.optional(), valorMinimoRecebedor: Valor.optional() }).optional(),
    recebedor: z.strictObject({ convenio: z.string().max(60).optional() }).optional(),
    politicaRetentativa: PoliticaRetentativa,
    loc: z.number().int().optional(),
    ativacao: z.strictObject({ dadosJornada: z.strictObject({ txid: TxId }) }).optional(),
  })
  .superRefine(({ calendario, valor }, ctx) => {
    if (calendario.dataFinal && calendario.dataFinal < calendario.dataInicial)
      ctx.addIssue({
        code: 'custom',
        path: ['calendario', 'dataFinal'],
        message: 'dataFinal antes de dataInicial',
      });
    if (valor?.valorRec && valor.valorMinimoRecebedor)
      ctx.addIssue({
        code: 'custom',
        path: ['valor'],
        message: 'valorRec e valorMinimoRecebedor preenchidos',
      });
  });

/** RecRevisada: body of PATCH /rec/{idRec}. */
export const RecRevisada = z.strictObject({
  status: z.literal('CANCELADA').optional(),
  vinculo: z.strictObject({ devedor: z.strictObject({ nome: z.string().max(140) }) }).optional(),
  loc: z.number().int().optional(),
  calendario: z.strictObject({ dataInicial: IsoDate }).optional(),
  ativacao: z.strictObject({ dadosJornada: z.strictObject({ txid: TxId }) }).optional(),
});

/** CobRSolicitada = idRec + CobRBase (ajusteDiaUtil required) + DadosDevedorRecorrencia. */
export const CobRSolicitada = z.strictObject({
  idRec: RecId,
  infoAdicional: z.string().max(140).optional(),
  calendario: z.strictObject({ dataDeVencimento: IsoDate }),
  valor: z.strictObject({ original: Valor }),
  ajusteDiaUtil: z.boolean(),
  recebedor: z.strictObject({
    conta: z.string().max(20),
    tipoConta: z.enum(['CORRENTE', 'POUPANCA', 'PAGAMENTO']),
    agencia: z.string().max(4).optional(),
  }),
  devedor: z
    .strictObject({
      email: z.string().optional(),
      logradouro: z.string().max(200).optional(),
      cidade: z.string().max(200).optional(),
      uf: z.string().max(2).optional(),
      cep: z.string().max(8).optional(),
    })
    .optional(),
});

/** CobRRevisada (= CobRStatusRevisada): body of PATCH /cobr/{txid}, whose only revision is the cancellation. */
export const CobRRevisada = z.strictObject({ status: z.literal('CANCELADA') });

/** WebhookRecSolicitado / WebhookCobRSolicitado: bodies of PUT /webhookrec and /webhookcobr. */
export const WebhookRecorrenteSolicitado = z.strictObject({ webhookUrl: z.url() });

/** SolicRecId.idSolicRec: SC + ISPB (8) + yyyyMMdd + 11, 29 characters. */
export const SolicRecId = z.string().regex(/^[a-zA-Z0-9]{29}$/);

/**
 * SolicRecSolicitada = SolicRecBase (POST /solicrec): idRec, calendario.dataExpiracaoSolicitacao
 * (RFC 3339) and destinatario = DadosBancarios (conta up to 20, ispbParticipante [0-9A-Z]{8},
 * agencia up to 4) with the payer's CPF or CNPJ (oneOf).
 */
export const SolicRecSolicitada = z.strictObject({
  idRec: RecId,
  calendario: z.strictObject({ dataExpiracaoSolicitacao: z.iso.datetime({ offset: true }) }),
  destinatario: z.union([
    z.strictObject({
      conta: z.string().max(20),
      ispbParticipante: z.string().regex(/^[0-9A-Z]{8}$/),
      agencia: z.string().max(4).optional(),
      cpf: z.string().regex(/^\d{11}$/),
    }),
    z.strictObject({
      conta: z.string().max(20),
      ispbParticipante: z.string().regex(/^[0-9A-Z]{8}$/),
      agencia: z.string().max(4).optional(),
      cnpj: z.string().regex(/^[0-9A-Z]{14}$/),
    }),
  ]),
});
