import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Outcome } from '../../../../domain/outcome';
import { staffSubmissionMachine } from '../../../../machines/staff-submission.machine';

interface StaffSubmission<V, R> {
  /** The check made before any call: its pt-BR message, or null when the values may go. */
  check: (values: V) => string | null;
  /** The call, its answer read with `settleOutcome`. */
  submit: (values: V) => Promise<Outcome<R>>;
  /** The server accepted: what the dialog does next (say so, close). */
  onDone: (result: R) => void;
}

/** A staff dialog's action on `staffSubmissionMachine`: the error to show, busy, and `submit(values)`. */
export function useStaffSubmission<V, R>(props: StaffSubmission<V, R>) {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const machine = useMemo(
    () =>
      staffSubmissionMachine.provide({
        actors: { submit: fromPromise(({ input }) => latest.current.submit(input as V)) },
      }),
    [],
  );
  const [state, send] = useMachine(machine, {
    input: { check: (values: V) => latest.current.check(values) },
  });
  const done = state.matches('done');
  const { result } = state.context;
  useEffect(() => {
    if (done) latest.current.onDone(result as R);
  }, [done, result]);
  return {
    error: state.context.error,
    /** The error is the check's: the field is invalid. */
    invalid: state.context.invalid,
    busy: state.hasTag('busy'),
    submit: (values: V) => send({ type: 'submitted', values }),
  };
}
