import { useMachine } from '@xstate/react';
import { useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { checkPayerAccount, type PayerAccountForm } from '../../../domain/bank-account';
import { DEBITO_MSG } from '../../../domain/debito-automatico-messages';
import { participantLabel, searchParticipants } from '../../../domain/pix-participants';
import { bankAuthorizationMachine } from '../../../machines/bank-authorization.machine';
import { inspect } from '../../lib/inspect';
import {
  useLazyAuthorizationStatusQuery,
  useRequestBankAuthorizationMutation,
} from '../../lib/pix-automatico-api';
import { settleOutcome } from '../../lib/api-result';

const EMPTY: PayerAccountForm = { bank: '', agencia: '', conta: '' };

/**
 * Pix Automático's Jornada 1, in the checkout and in Perfil › Débito automático: the member's
 * bank (searchable by name or ISPB), agência and conta; then the request waits for the bank app.
 */
export function BankAuthorization({ itemId }: { itemId: number }) {
  const [request] = useRequestBankAuthorizationMutation();
  const [status] = useLazyAuthorizationStatusQuery();
  const [state, send] = useMachine(
    bankAuthorizationMachine.provide({
      actors: {
        sendRequest: fromPromise(({ input }) =>
          settleOutcome(request({ itemId: input.itemId, ...input.account })),
        ),
        checkStatus: fromPromise(async ({ input }) => {
          const checked = await settleOutcome(status(input.id, false));
          return checked.ok ? { ok: true as const, value: checked.value.status } : checked;
        }),
      },
    }),
    { input: { itemId }, inspect },
  );
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PayerAccountForm, string>>>({});
  const id = useId();
  const set = (field: keyof PayerAccountForm) => (event: { target: { value: string } }) => {
    setForm({ ...form, [field]: event.target.value });
    setErrors({ ...errors, [field]: undefined });
  };
  const submit = () => {
    const checked = checkPayerAccount(form);
    if (!checked.ok) return setErrors(checked.errors);
    send({ type: 'request.submitted', account: checked.account });
  };
  const field = (name: keyof PayerAccountForm, label: string, extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={form[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...extra}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  if (state.matches('approved')) {
    return (
      <section className="card" aria-label={DEBITO_MSG.bankTitle}>
        <p role="status">{DEBITO_MSG.approved}</p>
        <p>{DEBITO_MSG.bankItemStays}</p>
      </section>
    );
  }
  if (state.matches('refused')) {
    return (
      <section className="card" aria-label={DEBITO_MSG.bankTitle}>
        <p role="alert">{DEBITO_MSG.refused}</p>
        <button type="button" className="button" onClick={() => send({ type: 'retry' })}>
          {DEBITO_MSG.bankRetry}
        </button>
      </section>
    );
  }
  if (state.matches('following') || state.matches('stillWaiting')) {
    return (
      <section className="card" aria-label={DEBITO_MSG.bankTitle}>
        <p>{DEBITO_MSG.bankSent}</p>
        {state.matches('following') ? (
          <p role="status">{DEBITO_MSG.bankWaiting}</p>
        ) : (
          <>
            <p role="status">{DEBITO_MSG.bankStillWaiting}</p>
            <button type="button" className="button" onClick={() => send({ type: 'retry' })}>
              {DEBITO_MSG.bankCheckAgain}
            </button>
          </>
        )}
      </section>
    );
  }
  return (
    <form
      className="card form"
      aria-label={DEBITO_MSG.bankTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2>{DEBITO_MSG.bankTitle}</h2>
      <p>{DEBITO_MSG.bankIntro}</p>
      {field('bank', DEBITO_MSG.bankField, { list: `${id}-banks`, autoComplete: 'off' })}
      <p className="muted">{DEBITO_MSG.bankHint}</p>
      <datalist id={`${id}-banks`}>
        {searchParticipants(form.bank).map((participant) => (
          <option key={participant.ispb} value={participantLabel(participant)} />
        ))}
      </datalist>
      {field('agencia', DEBITO_MSG.agenciaField, { inputMode: 'numeric', maxLength: 4 })}
      {field('conta', DEBITO_MSG.contaField, { inputMode: 'numeric', maxLength: 21 })}
      {state.context.message && <p role="alert">{state.context.message}</p>}
      <button type="submit" className="button button-primary" disabled={state.hasTag('busy')}>
        {DEBITO_MSG.bankSend}
      </button>
    </form>
  );
}
