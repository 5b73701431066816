import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../domain/outcome';
import {
  forgotPasswordMachine,
  type RecoveryCodeCheck,
  type RecoveryCodeOutcome,
} from '../../../machines/forgot-password.machine';
import { inspect } from '../../lib/inspect';
import { codeStepOf, useCodeEntry } from '../../lib/use-code-entry';

/** Where a forgot-password flow sends its code and checks it: the member's calls or the staff's. */
export interface RecoveryCalls {
  requestCode: (user: string) => Promise<RecoveryCodeOutcome>;
  checkCode: (check: RecoveryCodeCheck) => Promise<Outcome>;
}

/** The forgot-password machine on the given calls, and what its code step shows and sends. */
export function useForgotPassword({ requestCode, checkCode }: RecoveryCalls) {
  const [state, send] = useMachine(
    forgotPasswordMachine.provide({
      actors: {
        requestCode: fromPromise(({ input }: { input: string }) => requestCode(input)),
        checkCode: fromPromise(({ input }: { input: RecoveryCodeCheck }) => checkCode(input)),
      },
    }),
    { inspect },
  );
  const code = useCodeEntry(state.children.code);
  const codeStep = codeStepOf(state.context.sentTo, code);
  return { state, send, codeStep, busy: state.hasTag('busy') || code.busy };
}
