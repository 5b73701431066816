import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { fromPromise } from 'xstate';
import { TITLE } from '../../../../domain/messages';
import { pinEntryMachine, type CodeResult, type PinResult } from '../../../../machines/pin-entry.machine';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { useErrorAlert } from '../../../components/alerts/use-error-alert';
import { settle } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import { useCodeEntry } from '../../../lib/use-code-entry';
import {
  useWalletRegisterPinMutation,
  useWalletResetPinMutation,
  useWalletSendPinCodeMutation,
  useWalletValidatePinMutation,
  type PinReset,
} from '../pin-api';
import { WALLET_TEXT } from '../wallet-texts';
import { PinInputs } from './pin-inputs';
import { PinRecovery } from './pin-recovery';

interface PinEntryProps {
  /** register: "Cadastre seu PIN"; validate: the PIN asked before a payment. */
  mode: 'register' | 'validate';
  /**
   * In a payment: the short-lived TOKEN_PIN the payment sends. A PIN registered or recovered
   * here (typed twice) then pays without being asked again.
   */
  onConfirmed?: (token: string) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The 4-digit PIN, registered or checked through the pin-entry machine. A refusal shows the
 * server's MSG and clears the boxes; after five wrong PINs only the recovery code unlocks it.
 */
export function PinEntry({ mode, onConfirmed, onCancel, autoFocus }: PinEntryProps) {
  const titleId = useId();
  const showAlert = useAlerts();
  const [registerPin] = useWalletRegisterPinMutation();
  const [validatePin] = useWalletValidatePinMutation();
  const [sendCode] = useWalletSendPinCodeMutation();
  const [resetPin] = useWalletResetPinMutation();

  const [state, send] = useMachine(
    pinEntryMachine.provide({
      actors: {
        submitPin: fromPromise<PinResult, { pin: string; mode: 'register' | 'validate' }>(({ input }) =>
          settle(input.mode === 'register' ? registerPin(input.pin) : validatePin(input.pin)),
        ),
        sendRecoveryCode: fromPromise<CodeResult, void>(() => settle(sendCode())),
        resetPin: fromPromise<PinResult, PinReset>(({ input }) => settle(resetPin(input))),
      },
    }),
    { input: { mode, thenPay: onConfirmed !== undefined }, inspect },
  );
  const { error, notice, pin } = state.context;
  const code = useCodeEntry(state.children.code);

  useErrorAlert(error, () => send({ type: 'message.dismissed' }));

  useEffect(() => {
    if (!notice) return;
    void showAlert({ kind: 'success', title: TITLE.success, message: notice }).then(() =>
      send({ type: 'message.dismissed' }),
    );
  }, [notice, send, showAlert]);

  const token = state.status === 'done' ? state.output?.token : null;
  useEffect(() => {
    if (token) onConfirmed?.(token);
  }, [token, onConfirmed]);

  const busy = state.hasTag('busy');
  // The machine's mode: a PIN just registered is checked from then on.
  const registering = state.context.mode === 'register';
  // The PIN typed twice is paying now: the screen stays the confirmation, it asks nothing more.
  const confirming = state.matches('confirming') || state.context.newPinSet;
  const [title, hint, legend] = confirming
    ? [WALLET_TEXT.pinConfirmTitle, WALLET_TEXT.pinConfirmHint, 'Repita o PIN']
    : registering
      ? [WALLET_TEXT.pinPanelTitle, WALLET_TEXT.pinPanelHint, 'Novo PIN']
      : [WALLET_TEXT.pinValidateTitle, WALLET_TEXT.pinValidateHint, 'PIN'];

  if (state.matches('recovering')) {
    return (
      <PinRecovery
        sending={state.matches({ recovering: 'sending' })}
        busy={busy}
        sentTo={state.context.sentTo}
        secondsLeft={code.secondsLeft}
        canResend={code.canResend}
        onSubmit={(typed, newPin, pinAgain) =>
          send({ type: 'recovery.submitted', code: typed, pin: newPin, pinAgain })
        }
        onResend={code.resend}
        onCancel={() => send({ type: 'recovery.cancelled' })}
      />
    );
  }

  if (state.matches('locked')) {
    return (
      <section className="card form pin-entry" aria-labelledby={titleId}>
        <h2 id={titleId}>{WALLET_TEXT.pinValidateTitle}</h2>
        <p className="pin-locked">{WALLET_TEXT.pinLockedHint}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'recovery.requested' })}
        >
          Esqueci meu PIN
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancelar
          </button>
        )}
      </section>
    );
  }

  return (
    <form
      className="card form pin-entry"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'pin.submitted' });
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p className="muted">{hint}</p>
      <PinInputs
        legend={legend}
        value={pin}
        onChange={(value) => send({ type: 'pin.changed', pin: value })}
        disabled={busy}
        autoFocus={autoFocus}
      />
      <button type="submit" className="button button-primary" disabled={busy || state.status === 'done'}>
        {busy ? 'Verificando...' : 'Continuar'}
      </button>
      {!registering && !confirming && (
        <button type="button" className="link" onClick={() => send({ type: 'recovery.requested' })}>
          Esqueci meu PIN
        </button>
      )}
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          Cancelar
        </button>
      )}
    </form>
  );
}
