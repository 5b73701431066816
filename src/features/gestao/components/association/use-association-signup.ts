import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AssociationSignUpBody } from '../../../../../domain/contract/gestao-association';
import {
  associationSignUpMachine,
  type SignUpCodeCheck,
} from '../../../../../machines/association-signup.machine';
import { settleOutcome } from '../../../../lib/api-result';
import { inspect } from '../../../../lib/inspect';
import { codeStepOf, useCodeEntry } from '../../../../lib/use-code-entry';
import {
  useConfirmAssociationSignUpMutation,
  useResendAssociationSignUpCodeMutation,
  useStartAssociationSignUpMutation,
} from '../../association-signup-api';

/** The sign-up machine on the back office's calls, and what its code step shows and sends. */
export function useAssociationSignUp() {
  const [start] = useStartAssociationSignUpMutation();
  const [resend] = useResendAssociationSignUpCodeMutation();
  const [confirm] = useConfirmAssociationSignUpMutation();
  const [state, send] = useMachine(
    associationSignUpMachine.provide({
      actors: {
        startSignUp: fromPromise(({ input }: { input: AssociationSignUpBody }) =>
          settleOutcome(start(input)),
        ),
        resendCode: fromPromise(({ input }: { input: string }) => settleOutcome(resend(input))),
        confirmCode: fromPromise(({ input }: { input: SignUpCodeCheck }) => settleOutcome(confirm(input))),
      },
    }),
    { inspect },
  );
  const code = useCodeEntry(state.children.code);
  const codeStep = codeStepOf(state.context.sentTo, code);
  return { state, send, codeStep, busy: state.hasTag('busy') || code.busy };
}
