import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { RecurringAuthorization } from '../../../../domain/contract/debito-automatico';
import { DEBITO_MSG } from '../../../../domain/debito-automatico-messages';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { debitoAutomaticoMachine } from '../../../../machines/debito-automatico.machine';
import { BankAuthorization } from '../../../components/pix-automatico/bank-authorization';
import { PixQrCode } from '../../../components/pix-qr-code';
import { settleOutcome } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import {
  useCancelAuthorizationMutation,
  useDebitoAutomaticoQuery,
  useLazyDebitoAutomaticoQuery,
  useStartAuthorizationMutation,
} from '../debito-automatico-api';
import '../profile.css';
import { ConfirmDialog } from './confirm-dialog';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

const dayOf = (iso: string) => iso.split('-').reverse().join('/');

function AuthorizationRow({ authorization }: { authorization: RecurringAuthorization }) {
  const [cancel, cancelling] = useCancelAuthorizationMutation();
  const [asking, setAsking] = useState(false);
  const live = authorization.status === 'pending' || authorization.status === 'active';
  return (
    <li
      className="card debito-row"
      aria-label={`${authorization.associationName}, ${DEBITO_MSG.kind[authorization.itemKind]}`}
    >
      <p className="debito-association">{authorization.associationName}</p>
      <p>{DEBITO_MSG.kind[authorization.itemKind]}</p>
      <p>
        {DEBITO_MSG.limit}: {formatBRL(fromCentavos(authorization.limitCentavos))}
      </p>
      <p className="debito-status">{DEBITO_MSG.status[authorization.status]}</p>
      {live && (
        <button type="button" className="button" onClick={() => setAsking(true)}>
          {DEBITO_MSG.cancel}
        </button>
      )}
      {cancelling.isSuccess && <p role="status">{DEBITO_MSG.cancelled}</p>}
      {asking && (
        <ConfirmDialog
          title={DEBITO_MSG.title}
          message={DEBITO_MSG.confirmCancel}
          confirmLabel={DEBITO_MSG.confirm}
          busyLabel={DEBITO_MSG.confirm}
          busy={cancelling.isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={() => void cancel(authorization.id).finally(() => setAsking(false))}
        />
      )}
    </li>
  );
}

/** /debitoAutomatico: the member's Pix Automático authorizations, and starting one from an open item. */
export function DebitoAutomaticoPage() {
  const query = useDebitoAutomaticoQuery();
  const [start] = useStartAuthorizationMutation();
  const [refetchList] = useLazyDebitoAutomaticoQuery();
  const [state, send] = useMachine(
    debitoAutomaticoMachine.provide({
      actors: {
        start: fromPromise(({ input }) => settleOutcome(start(input))),
        check: fromPromise(async ({ input }) => {
          const fresh = await settleOutcome(refetchList(undefined, false));
          if (!fresh.ok) return fresh;
          const status = fresh.value.authorizations.find((row) => row.id === input.authorizationId)?.status;
          return { ok: true as const, value: status ?? 'expired' };
        }),
      },
    }),
    { inspect },
  );
  const data = query.data;
  const brCode = state.context.brCode;
  // Jornada 1: the item whose bank request form is open.
  const [bankItemId, setBankItemId] = useState<number | null>(null);

  return (
    <div className="page profile-screen">
      <ProfileHeader title={DEBITO_MSG.title} back="/perfil" />
      <main>
        <p>{DEBITO_MSG.intro}</p>
        <QueryStatus isLoading={query.isLoading} error={query.error} />
        {brCode && (
          <section className="card debito-qr" aria-label={DEBITO_MSG.qrTitle}>
            <h2>{DEBITO_MSG.qrTitle}</h2>
            {state.matches('approved') ? (
              <p role="status">{DEBITO_MSG.approved}</p>
            ) : state.matches('refused') ? (
              <p role="alert">{DEBITO_MSG.refused}</p>
            ) : (
              <>
                <p>{DEBITO_MSG.qrHint}</p>
                <PixQrCode payload={brCode} />
                <label className="debito-code">
                  {DEBITO_MSG.copyCode}
                  <input readOnly value={brCode} onFocus={(e) => e.target.select()} />
                </label>
                <p role="status">{DEBITO_MSG.waiting}</p>
              </>
            )}
          </section>
        )}
        {state.context.message && <p role="alert">{state.context.message}</p>}
        {/* Outside the list: once sent, the item is no longer one a new authorization can start from. */}
        {bankItemId !== null && <BankAuthorization key={bankItemId} itemId={bankItemId} />}
        {data && (
          <>
            {data.authorizations.length === 0 ? (
              <p>{DEBITO_MSG.none}</p>
            ) : (
              <ul className="debito-list">
                {data.authorizations.map((authorization) => (
                  <AuthorizationRow key={authorization.id} authorization={authorization} />
                ))}
              </ul>
            )}
            <section className="card">
              <h2>{DEBITO_MSG.eligibleTitle}</h2>
              {data.eligibleItems.length === 0 ? (
                <p>{DEBITO_MSG.noEligible}</p>
              ) : (
                <ul className="debito-list">
                  {data.eligibleItems.map((item) => (
                    <li key={item.itemId} className="debito-row">
                      <p>
                        {item.description} · {item.associationName}
                      </p>
                      <p>
                        {formatBRL(fromCentavos(item.amountCentavos))} · vence em {dayOf(item.dueDate)}
                      </p>
                      <button
                        type="button"
                        className="button button-primary"
                        aria-label={`${DEBITO_MSG.authorize}: ${item.description}`}
                        disabled={state.hasTag('busy') || brCode !== null}
                        onClick={() => send({ type: 'authorization.requested', itemId: item.itemId })}
                      >
                        {DEBITO_MSG.authorize}
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={`${DEBITO_MSG.bankOpen}: ${item.description}`}
                        disabled={state.hasTag('busy') || brCode !== null}
                        onClick={() => setBankItemId(item.itemId)}
                      >
                        {DEBITO_MSG.bankOpen}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </main>
    </div>
  );
}
