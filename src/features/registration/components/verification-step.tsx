import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { verificationCodeMachine } from '../../../../machines/verification-code.machine';
import { CodeEntryStep } from '../../../components/code-entry-step';
import { useCodeEntry } from '../../../lib/use-code-entry';
import { useErrorAlert } from '../use-error-alert';
import { ChannelStep } from './channel-step';

/** A registrant the association knows: the channel to send the code to, then the code (the child `code`). */
export function VerificationStep({ actor }: { actor: ActorRefFrom<typeof verificationCodeMachine> }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  useErrorAlert(state.context.error, actor);
  const code = useCodeEntry(state.children.code);
  const { context } = state;
  const busy = state.hasTag('busy') || code.busy;
  if (state.matches('choosingChannel') || state.matches('sendingCode')) {
    return (
      <ChannelStep
        options={context.sendOptions}
        busy={busy}
        onChoose={(channel) => actor.send({ type: 'channel.chosen', channel })}
      />
    );
  }
  return (
    <CodeEntryStep
      heading={<h2>Digite o código</h2>}
      intro={context.sentTo && <p>{context.sentTo}</p>}
      label="Código de confirmação"
      submitLabel="Confirmar"
      code={code.code}
      secondsLeft={code.secondsLeft}
      canResend={code.canResend}
      busy={busy}
      onChange={code.change}
      onSubmit={code.submit}
      onResend={code.resend}
    />
  );
}
