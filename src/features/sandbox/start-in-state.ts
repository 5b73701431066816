import {
  createActor,
  StateMachine,
  type Actor,
  type AnyActorLogic,
  type AnyActorRef,
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
  /** The input of a child the state invokes, by its id (the child's own input function otherwise). */
  childInputs?: Record<string, unknown>;
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

interface InvokeDefinition {
  id: string;
  src: string | AnyActorLogic;
  input?: unknown;
  systemId?: string;
}

/**
 * The children the state's nodes invoke, as a persisted snapshot holds them: each at its start,
 * from its input. Restoring the machine creates them; they start with it.
 */
function invokedChildren(
  machine: AnyStateMachine,
  nodes: AnyStateNode[],
  context: unknown,
  childInputs: Record<string, unknown>,
) {
  const actors = machine.implementations.actors as Record<string, AnyActorLogic>;
  const children: Record<string, object> = {};
  for (const invoke of nodes.flatMap((node) => node.invoke as InvokeDefinition[])) {
    const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src;
    if (!logic) continue;
    const input =
      invoke.id in childInputs
        ? childInputs[invoke.id]
        : typeof invoke.input === 'function'
          ? (invoke.input as (args: object) => unknown)({ context, event: { type: '' } })
          : invoke.input;
    // Not started: its entry's timers are armed with the machine's, below.
    const snapshot = createActor(logic, { input }).getPersistedSnapshot();
    children[invoke.id] = { snapshot, src: invoke.src, syncSnapshot: false, systemId: invoke.systemId };
  }
  return children;
}

/** Schedules the timers of the states an actor stands in, and of its machine children's. */
function armTimers(actor: AnyActorRef & { logic?: unknown }) {
  const machine = actor.logic;
  if (!(machine instanceof StateMachine)) return;
  const snapshot = actor.getSnapshot() as {
    value: StateValue;
    context: unknown;
    children: Record<string, AnyActorRef>;
  };
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
  for (const child of Object.values(snapshot.children)) armTimers(child);
}

/**
 * Starts a machine standing in a given state (XState's resolveState), with its timers armed as
 * if the state had just been entered: a restored snapshot keeps its scheduled events, a resolved
 * one has none, so the countdown of a PIX opened at 00:05 would never tick. The children the
 * state invokes start too, at their start (a code step counting from its input's seconds).
 */
export function startInState<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { value, context, clock, inspect, childInputs = {} }: StartInState<TMachine>,
): Actor<TMachine> {
  const resolved = machine.resolveState({ value: toStateValue(value), context });
  const nodes = activeNodes(machine.root, resolved.value);
  const snapshot = { ...resolved, children: invokedChildren(machine, nodes, context, childInputs) };
  // Generic over any machine, TypeScript cannot tell whether this one requires an input: it needs none here.
  const actor = createActor(machine as AnyStateMachine, { snapshot, clock, inspect }) as Actor<TMachine>;
  actor.start();
  armTimers(actor);
  return actor;
}
