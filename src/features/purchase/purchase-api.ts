import type {
  IncluirFluxoProjetoDiretoBody,
  IncluirFluxoProjetoDiretoResponse,
  ObterFluxoDiretoBody,
  ObterFluxoDiretoResponse,
} from '../../../domain/contract/access';
import { toEmitente } from '../../../domain/contract/buyer-wire';
import type { Fluxo } from '../../../domain/contract/fluxo';
import type {
  PurchaseAccount,
  PurchaseCreated,
  PurchaseItem,
  PurchaseItemRequest,
  PurchaseOrder,
} from '../../../domain/buyer-form';
import { fromWireDateTime, toWireDate } from '../../../domain/dates';
import { COMMON_MSG } from '../../../domain/messages';
import { toCentavos } from '../../../domain/money';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { api } from '../../lib/api';
import { legacyOutcome } from '../../lib/api-result';

/** YYYYMMDDTHHmmss (São Paulo) → its day, YYYY-MM-DD. */
const dayOf = (wire: string) => toWireDate(fromWireDateTime(wire));

const itemOf = (fluxo: Fluxo): PurchaseItem => ({
  id: fluxo.ID_FLUXO_DE_CAIXA,
  associationId: fluxo.ID_EMITENTE_ML,
  description: fluxo.HISTORICO || fluxo.PROJETO,
  amountCentavos: toCentavos(fluxo.VALOR),
  dueAt: dayOf(fluxo.DATA_VENCIMENTO),
  paidAt: fluxo.DATA_PAGAMENTO ? dayOf(fluxo.DATA_PAGAMENTO) : null,
});

const accountOf = ({ CONTA, TOKEN }: IncluirFluxoProjetoDiretoResponse): PurchaseAccount | null => {
  if (CONTA === 'NOVA' && TOKEN) return { kind: 'new', token: TOKEN };
  return CONTA === 'CONFIRMAR' ? { kind: 'toConfirm' } : null;
};

const createdOf = (answer: IncluirFluxoProjetoDiretoResponse): Outcome<PurchaseCreated> => {
  const outcome = legacyOutcome(answer, (accepted) => accepted);
  if (!outcome.ok) return outcome;
  const { FLUXO, REFERENCIA } = outcome.value;
  // Accepted without an item to pay: nothing the buyer can go on with (SPEC §8's unknown error).
  if (!FLUXO || !REFERENCIA) return failed(COMMON_MSG.unknownError);
  return succeeded({
    itemId: FLUXO.ID_FLUXO_DE_CAIXA,
    reference: REFERENCIA,
    account: accountOf(answer),
    notice: answer.AVISO ?? null,
  });
};

/**
 * The buyer form's calls (SPEC §7 incluirFluxoProjetoDireto, obterFluxoDireto, no
 * token), apart from api.ts so that the product page's first paint does not carry them.
 */
export const buyerPurchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A refusal (RESULTADO false with its MSG) is a Failure in the answer, not an error. */
    createPurchase: build.mutation<Outcome<PurchaseCreated>, PurchaseOrder>({
      query: ({ hash, buyer, withPassword }) => ({
        url: 'access/incluirFluxoProjetoDireto',
        method: 'POST',
        body: {
          EMITENTE: toEmitente(buyer, withPassword),
          HASH: hash,
        } satisfies IncluirFluxoProjetoDiretoBody,
      }),
      transformResponse: createdOf,
    }),
    purchaseItem: build.mutation<Outcome<PurchaseItem>, PurchaseItemRequest>({
      query: (request) => ({
        url: 'access/obterFluxoDireto',
        method: 'POST',
        body: {
          ID_EMITENTE_ML: request.associationId,
          ID_FLUXO_DE_CAIXA: request.itemId,
          EMITENTE: toEmitente(request.buyer, false),
          HASH: request.hash,
          REFERENCIA: request.reference,
        } satisfies ObterFluxoDiretoBody,
      }),
      transformResponse: (answer: ObterFluxoDiretoResponse) => succeeded(itemOf(answer.FLUXO)),
    }),
  }),
});
