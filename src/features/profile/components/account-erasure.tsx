import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { MyPrivacyRequest } from '../../../../domain/contract/privacy-requests';
import { formatDisplayDate } from '../../../../domain/dates';
import { ERASURE_KEPT, PRIVACY_REQUEST_MSG as MSG } from '../../../../domain/privacy-request-messages';
import { accountErasureMachine } from '../../../../machines/account-erasure.machine';
import { TextField } from '../../../components/text-field';
import { settleOutcome } from '../../../lib/api-result';
import { useCancelPrivacyRequestMutation, useRequestErasureMutation } from '../privacy-requests-api';

/**
 * "Excluir minha conta" in Meus dados e privacidade: what is erased and what the law keeps, then
 * the password and the PIN; a request waiting for the association shows with "Cancelar solicitação".
 */
export function AccountErasure({ pending }: { pending: MyPrivacyRequest | undefined }) {
  const [requestErasure] = useRequestErasureMutation();
  const [cancelRequest] = useCancelPrivacyRequestMutation();
  const [state, send] = useMachine(
    accountErasureMachine.provide({
      actors: {
        requestErasure: fromPromise(({ input }) => settleOutcome(requestErasure(input))),
        cancelRequest: fromPromise(({ input }) => settleOutcome(cancelRequest(input.requestId))),
      },
    }),
  );
  const busy = state.hasTag('busy');
  const { error } = state.context;

  return (
    <section className="card form privacy-section" aria-labelledby="privacy-erase">
      <h2 id="privacy-erase">{MSG.erasureHeading}</h2>
      {state.matches('erased') ? (
        <p role="status">{MSG.erasedAnswer}</p>
      ) : pending ? (
        <>
          <p role="status">{MSG.erasurePending(formatDisplayDate(new Date(pending.dueAt)))}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'cancel.requested', requestId: pending.id })}
          >
            {MSG.erasureCancel}
          </button>
        </>
      ) : (
        <>
          <p>{MSG.erasureIntro}</p>
          <h3>{MSG.erasureKeptHeading}</h3>
          <ul className="privacy-kept">
            {Object.values(ERASURE_KEPT).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          {state.matches('offered') ? (
            <button type="button" className="button" onClick={() => send({ type: 'erasure.started' })}>
              {MSG.erasureStart}
            </button>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'erasure.submitted' });
              }}
            >
              <p>{MSG.erasureConfirmIntro}</p>
              <TextField
                label={MSG.password}
                type="password"
                name="password"
                autoComplete="current-password"
                value={state.context.password}
                onChange={(e) => send({ type: 'password.changed', value: e.target.value })}
              />
              <TextField
                label={MSG.pin}
                type="password"
                name="pin"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                value={state.context.pin}
                onChange={(e) => send({ type: 'pin.changed', value: e.target.value })}
              />
              <div className="privacy-actions">
                <button type="submit" className="button button-primary" disabled={busy}>
                  {busy ? MSG.erasureSending : MSG.erasureSubmit}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => send({ type: 'erasure.back' })}
                >
                  {MSG.erasureBack}
                </button>
              </div>
            </form>
          )}
        </>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
