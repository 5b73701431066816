import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { WithdrawalState } from '../../domain/contract/tickets';
import type { PixKey } from '../../domain/pix-key';
import { WITHDRAWAL_MSG } from '../../domain/withdrawal-messages';
import {
  purchaseWithdrawalMachine,
  type TypedPixKey,
  type WithdrawalAnswer,
  type WithdrawalResult,
} from '../../machines/purchase-withdrawal.machine';
import { RefundKeyFields } from './refund-key-fields';
import './withdrawal-panel.css';

/** What went back, and how, once "Confirmar desistência" is done. */
function doneText(result: WithdrawalResult): [string, string] {
  if (result.method === 'boleto')
    return [WITHDRAWAL_MSG.doneBoleto[result.returnedBy ?? 'staff'](result.refundedCentavos), ''];
  return [WITHDRAWAL_MSG.done(result.refundedCentavos), WITHDRAWAL_MSG.how[result.method]];
}

/**
 * "Desistir da compra" (CDC art. 49) under a paid purchase ("Compra concluída", Meus ingressos):
 * while the 7 days run (or until the event starts, when sooner), the button, then "Confirmar
 * desistência" (a boleto's with the PIX key its money goes back to); once withdrawn, what went
 * back and how. The feature gives the call to its own API.
 */
export function WithdrawalPanel({
  state,
  withdraw,
}: {
  state: WithdrawalState;
  withdraw: (refundKey: PixKey | null) => Promise<WithdrawalAnswer>;
}) {
  const [snapshot, send] = useMachine(
    purchaseWithdrawalMachine.provide({
      actors: { withdraw: fromPromise(({ input }) => withdraw(input.refundKey)) },
    }),
    { input: { needsKey: state.open?.method === 'boleto' } },
  );
  const [key, setKey] = useState<TypedPixKey>({ type: '', typed: '' });
  const result = snapshot.output;
  if (result) {
    const [done, how] = doneText(result);
    return (
      <section className="withdrawal-panel" aria-label={WITHDRAWAL_MSG.title}>
        <p role="status">
          <strong>{done}</strong> {how}
        </p>
      </section>
    );
  }
  if (state.withdrawnAt)
    return (
      <section className="withdrawal-panel" aria-label={WITHDRAWAL_MSG.title}>
        <p>
          {state.returnPending
            ? WITHDRAWAL_MSG.withdrawnReturnPending(state.withdrawnAt)
            : WITHDRAWAL_MSG.withdrawn(state.withdrawnAt)}
        </p>
      </section>
    );
  const open = state.open;
  if (!open) return null;
  const busy = snapshot.hasTag('busy');
  return (
    <section className="withdrawal-panel" aria-label={WITHDRAWAL_MSG.title}>
      <p>{WITHDRAWAL_MSG.window(open)}</p>
      {snapshot.context.error && (
        <p className="withdrawal-error" role="alert">
          {snapshot.context.error}
        </p>
      )}
      {snapshot.matches('offered') ? (
        <button type="button" className="button" onClick={() => send({ type: 'withdraw.requested' })}>
          {WITHDRAWAL_MSG.button}
        </button>
      ) : (
        <div className="withdrawal-confirm" role="group" aria-label={WITHDRAWAL_MSG.button}>
          <p>{WITHDRAWAL_MSG.question(open.amountCentavos)}</p>
          <p>{WITHDRAWAL_MSG.how[open.method]}</p>
          {open.method === 'boleto' && (
            <RefundKeyFields
              value={key}
              onChange={setKey}
              error={snapshot.context.keyError}
              disabled={busy}
            />
          )}
          <button
            type="button"
            className="button withdrawal-confirm-button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => send({ type: 'withdraw.confirmed', key })}
          >
            {busy ? WITHDRAWAL_MSG.sending : WITHDRAWAL_MSG.confirm}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'withdraw.cancelled' })}
          >
            {WITHDRAWAL_MSG.keep}
          </button>
        </div>
      )}
    </section>
  );
}
