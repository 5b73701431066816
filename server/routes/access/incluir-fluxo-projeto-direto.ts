import {
  IncluirFluxoProjetoDiretoBody,
  IncluirFluxoProjetoDiretoResponse,
} from '../../../domain/contract/access';
import { toWireDateTime } from '../../../domain/dates';
import { COMMON_MSG } from '../../../domain/messages';
import { PURCHASE_MSG, salesEnded as salesEndedText } from '../../../domain/purchase-messages';
import { checkPurchaseFields, checkPurchasePassword } from '../../../domain/purchase-rules';
import { findBuyer, purchaseBuyer } from '../../purchases/buyer';
import { buyerPrice } from '../../purchases/buyer-price';
import { findPublicProduct, salesEnded } from '../../purchases/public-product';
import { openPurchaseItem } from '../../purchases/purchase-item';
import { startSession } from '../../plugins/auth';
import { sendError } from '../../plugins/errors';
import type { App } from '../../types';

/**
 * Public purchase, step 1: the buyer form is checked (SPEC §5 order), the person is found by CPF
 * (or document) or created, and one cash-flow item is opened for the product's price in the
 * chosen category — below the general price only for an active member of that category
 * (AVISO tells anyone else why they pay the general one). The answer's REFERENCIA is the buyer's key to that item from then on. A CPF
 * without an account gets one with the password typed (CONTA); a person nobody knew before gets
 * their session too (TOKEN), which the app opens once the purchase is paid.
 */
export default async function incluirFluxoProjetoDireto(app: App) {
  app.post(
    '/incluirFluxoProjetoDireto',
    {
      schema: { body: IncluirFluxoProjetoDiretoBody, response: { 200: IncluirFluxoProjetoDiretoResponse } },
      // Each call may hash a password and write rows: kept well below what a person needs.
      config: { upperCase: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { EMITENTE, HASH } = request.body;
      const refuse = (message: string) => ({ RESULTADO: false, MSG: message });

      const product = await findPublicProduct(app.db, HASH);
      if (!product) return sendError(request, reply, 404, PURCHASE_MSG.productNotFound);

      const checked = checkPurchaseFields(
        EMITENTE,
        product.prices.map((p) => p.categoryId),
      );
      if (!checked.ok) return refuse(checked.message);
      const form = checked.form;
      if (salesEnded(product)) return refuse(salesEndedText(toWireDateTime(product.endsAt!)));

      const person = await findBuyer(app.db, form);
      // Only a CPF without an account asks for a password, and only if typed: the account is
      // optional (issue #38); with none, the person is kept to pay and get the receipt.
      const newAccount =
        form.cpf !== null && !person?.passwordHash && Boolean(EMITENTE.senha || EMITENTE.senhaRepeticao);
      if (newAccount) {
        const password = checkPurchasePassword(EMITENTE);
        if (!password.ok) return refuse(password.message);
      }
      const buyer = await purchaseBuyer(app.db, form, person, newAccount ? (EMITENTE.senha ?? '') : null);
      if (!buyer.ok) return refuse(buyer.message);
      const { memberId, account } = buyer.value;

      const chosen = product.prices.find((p) => p.categoryId === form.categoryId)!;
      const { price, notice } = await buyerPrice(app.db, product, chosen, memberId);
      const item = await openPurchaseItem(app.db, memberId, product, price, {
        payerName: form.nome,
        name: form.nomeRecibo,
        cnpj: form.cnpjRecibo,
        email: form.email,
      });
      return {
        RESULTADO: true,
        MSG: item.paid ? COMMON_MSG.alreadyPaid : PURCHASE_MSG.purchaseCreated,
        FLUXO: { ID_FLUXO_DE_CAIXA: item.id },
        REFERENCIA: item.publicRef,
        ...(notice && !item.paid ? { AVISO: notice } : {}),
        ...(account?.kind === 'new'
          ? { CONTA: 'NOVA' as const, TOKEN: await startSession(app, memberId, account.tokenVersion) }
          : account?.kind === 'toConfirm'
            ? { CONTA: 'CONFIRMAR' as const }
            : {}),
      };
    },
  );
}
