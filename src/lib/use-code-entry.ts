import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { codeEntryMachine } from '../../machines/code-entry.machine';

export type CodeEntryRef = ActorRefFrom<typeof codeEntryMachine>;

/** What a code step shows and sends, from the code-entry child its flow invoked (absent: nothing). */
export function useCodeEntry(ref: CodeEntryRef | undefined) {
  const view = useSelector(
    ref,
    (snapshot) =>
      snapshot
        ? {
            code: snapshot.context.code,
            secondsLeft: snapshot.context.secondsLeft,
            canResend: snapshot.can({ type: 'code.resend' }),
            busy: snapshot.hasTag('busy'),
          }
        : { code: '', secondsLeft: 0, canResend: false, busy: false },
    (a, b) =>
      a.code === b.code &&
      a.secondsLeft === b.secondsLeft &&
      a.canResend === b.canResend &&
      a.busy === b.busy,
  );
  return {
    ...view,
    change: (value: string) => ref?.send({ type: 'code.changed', value }),
    submit: () => ref?.send({ type: 'code.submitted' }),
    resend: () => ref?.send({ type: 'code.resend' }),
  };
}

/** The props of a code step (RecoveryCodeStep) from the flow's "sent to" line and its code-entry child. */
export const codeStepOf = (sentTo: string, code: ReturnType<typeof useCodeEntry>) => ({
  sentTo,
  code: code.code,
  secondsLeft: code.secondsLeft,
  canResend: code.canResend,
  onChange: code.change,
  onSubmit: code.submit,
  onResend: code.resend,
});
