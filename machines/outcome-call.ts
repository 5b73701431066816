import type { DoneActorEvent } from 'xstate';
import type { Outcome } from '../domain/outcome';
import { actorError } from './notice';

/*
 * A machine's call to an actor that answers an Outcome, written the one way:
 *
 *   invoke: {
 *     src, input,
 *     onDone: [
 *       { guard: succeeded, target, actions: { type: 'keepX', params: outcomeValue } },
 *       { target: back, actions: { type: 'fail', params: failureMessage() } },
 *     ],
 *     onError: { target: back, actions: { type: 'fail', params: failureMessage() } },
 *   }
 *
 * Three small functions rather than one that writes the invoke: every screen downloads them with
 * the app's first file (the public product page too, within its 160 KB), and XState already checks
 * each params against the action it is given to.
 */

/** The `onDone` guard: the Outcome the actor answered succeeded. */
export const succeeded = ({ event }: { event: DoneActorEvent<Outcome<unknown>> }) => event.output.ok;

/** The params of the action that keeps a call's answer: the value of the Outcome `succeeded` let by. */
export const outcomeValue = <T>({ event }: { event: DoneActorEvent<Outcome<T>> }) =>
  (event.output as { value: T }).value;

/** What a done event (an Outcome) or an error event (an `error`, no output) carries. */
interface Answer {
  event: { type: string; output?: { ok: boolean; message?: string } };
}

/**
 * The params of the action that shows why a call failed: the refusal's message, else the thrown
 * error's (`instead`, when given).
 */
export const failureMessage =
  (instead?: string) =>
  ({ event }: Answer): string =>
    event.output?.message ?? instead ?? actorError(event);
