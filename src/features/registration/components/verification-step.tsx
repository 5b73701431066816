import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { verificationCodeMachine } from '../../../../machines/verification-code.machine';
import { useErrorAlert } from '../use-error-alert';
import { ChannelStep } from './channel-step';
import { CodeStep } from './code-step';

/** A registrant the issuer knows: the channel to send the code to, then the code. */
export function VerificationStep({ actor }: { actor: ActorRefFrom<typeof verificationCodeMachine> }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  useErrorAlert(state.context.error, actor);
  const { context } = state;
  const busy = state.hasTag('busy');
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
    <CodeStep
      sentTo={context.sentTo}
      code={context.code}
      secondsLeft={context.secondsLeft}
      canResend={state.can({ type: 'code.resend' })}
      busy={busy}
      onChange={(value) => actor.send({ type: 'code.changed', value })}
      onSubmit={() => actor.send({ type: 'code.submitted' })}
      onResend={() => actor.send({ type: 'code.resend' })}
    />
  );
}
