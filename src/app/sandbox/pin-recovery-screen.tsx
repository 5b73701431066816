import { useSelector } from '@xstate/react';
import { fromPromise, type Actor, type ContextFrom } from 'xstate';
import { RESEND_WAIT_S } from '../../../domain/constants';
import { pinEntryMachine, type CodeResult, type PinResult } from '../../../machines/pin-entry.machine';
import { PinRecovery } from '../../features/wallet/components/pin-recovery';
import { sandboxScreen } from '../../features/sandbox/sandbox-screen';
import { useCodeEntry } from '../../lib/use-code-entry';

const SENT_TO = 'm***@sandbox.quita';

const machine = pinEntryMachine.provide({
  actors: {
    sendRecoveryCode: fromPromise(async (): Promise<CodeResult> => ({
      ok: true,
      value: { sentTo: SENT_TO },
    })),
    resetPin: fromPromise(async (): Promise<PinResult> => ({
      ok: false,
      message: 'Código inválido (sandbox).',
    })),
    submitPin: fromPromise(async (): Promise<PinResult> => ({
      ok: false,
      message: 'PIN inválido (sandbox).',
    })),
  },
});

/** "Esqueci meu PIN": the verification code step (child `code`), then its resend link once the countdown is over. */
function PinRecoveryScreen({ actor }: { actor: Actor<typeof machine> }) {
  const state = useSelector(actor, (s) => s);
  const code = useCodeEntry(state.children.code);
  if (!state.matches('recovering')) return <p className="card">Fora do passo do código.</p>;
  return (
    <PinRecovery
      sending={state.matches({ recovering: 'sending' })}
      busy={state.hasTag('busy')}
      sentTo={state.context.sentTo}
      secondsLeft={code.secondsLeft}
      canResend={code.canResend}
      onSubmit={(typed, pin, pinAgain) =>
        actor.send({ type: 'recovery.submitted', code: typed, pin, pinAgain })
      }
      onResend={code.resend}
      onCancel={() => actor.send({ type: 'recovery.cancelled' })}
    />
  );
}

export const pinRecoveryScreen = sandboxScreen({
  machine,
  context: (): ContextFrom<typeof machine> => ({
    mode: 'validate',
    thenPay: false,
    newPinSet: false,
    pin: '',
    firstPin: '',
    error: null,
    notice: null,
    token: null,
    sentTo: SENT_TO,
  }),
  childInputs: (seconds) => ({ code: { secondsLeft: seconds } }),
  seconds: RESEND_WAIT_S,
  states: ['recovering.awaitingCode'],
  Screen: PinRecoveryScreen,
});
