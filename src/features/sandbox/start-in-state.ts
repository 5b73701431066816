import {
  createActor,
  type Actor,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
  type InspectionEvent,
  type Observer,
  type StateValue,
} from 'xstate';
import type { MachineClock } from './sandbox-clock';

export interface StartInState<TMachine extends AnyStateMachine> {
  /** A state path (`pix`, `code.counting`) or value; a compound state opens in its initial child. */
  value: StateValue;
  context: ContextFrom<TMachine>;
  /** The machine's clock: its timers fire when the sandbox moves it, not when the wall clock does. */
  clock: MachineClock;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/** `recovering.awaitingCode` → `{ recovering: 'awaitingCode' }`; a value is kept as it is. */
function toStateValue(value: StateValue): StateValue {
  if (typeof value !== 'string') return value;
  const [leaf, ...ancestors] = value.split('.').reverse();
  return ancestors.reduce<StateValue>((child, key) => ({ [key]: child }), leaf!);
}

/** The state nodes a state value stands in, ancestors included. */
function activeNodes(node: AnyStateNode, value: StateValue | undefined): AnyStateNode[] {
  const children: [string, StateValue | undefined][] =
    value === undefined ? [] : typeof value === 'string' ? [[value, undefined]] : Object.entries(value);
  return [node, ...children.flatMap(([key, child]) => activeNodes(node.states[key]!, child))];
}

/**
 * Starts a machine standing in a given state (XState's resolveState), with its timers armed as
 * if the state had just been entered: a restored snapshot keeps its scheduled events, a resolved
 * one has none, so the countdown of a PIX opened at 00:05 would never tick. The state's invoked
 * actors are not started: they start when the machine next enters a state that invokes them.
 */
export function startInState<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { value, context, clock, inspect }: StartInState<TMachine>,
): Actor<TMachine> {
  const snapshot = machine.resolveState({ value: toStateValue(value), context });
  // Generic over any machine, TypeScript cannot tell whether this one requires an input: it needs none here.
  const actor = createActor(machine as AnyStateMachine, { snapshot, clock, inspect }) as Actor<TMachine>;
  actor.start();
  const delays = machine.implementations.delays as Record<string, unknown>;
  for (const node of activeNodes(machine.root, snapshot.value)) {
    for (const transition of new Map(node.after.map((t) => [t.eventType, t])).values()) {
      const named = typeof transition.delay === 'string' ? delays[transition.delay] : transition.delay;
      const ms =
        typeof named === 'function'
          ? (named as (args: object) => number)({ context: snapshot.context, event: { type: '' } })
          : Number(named);
      // The same id the state's own entry would have used, so that leaving the state cancels it.
      actor.system.scheduler.schedule(actor, actor, { type: transition.eventType }, ms, transition.eventType);
    }
  }
  return actor;
}
