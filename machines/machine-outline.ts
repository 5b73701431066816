import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';

/** One state of a machine as the sandbox lists it, read from the machine's definition. */
export interface StateOutline {
  /** Dotted path from the root, e.g. `pix.countdown.ticking`. */
  path: string;
  type: AnyStateNode['type'];
  /** The events this state answers itself (its children's are listed with them). */
  events: string[];
  /** Its timers, by delay name (`tick`) or milliseconds. */
  delays: string[];
  tags: string[];
  /** A history state is a way back, not a state one can stand in. */
  openable: boolean;
}

export interface MachineOutline {
  id: string;
  states: StateOutline[];
  /** Every event the machine answers, in any state, in the order the definition names them. */
  events: string[];
}

// xstate.after.*, xstate.done.* and xstate.error.* are the machine's own timers and actor replies.
const isNamedEvent = (type: string) => !type.startsWith('xstate.');
const unique = (values: string[]) => [...new Set(values)];

const delayName = (delay: number | string | ((...args: never[]) => unknown)) =>
  typeof delay === 'function' ? 'calculado' : String(delay);

function outlineState(node: AnyStateNode): StateOutline[] {
  const own: StateOutline = {
    path: node.path.join('.'),
    type: node.type,
    events: unique(node.ownEvents.filter(isNamedEvent)),
    delays: unique(node.after.map((transition) => delayName(transition.delay))),
    tags: [...node.tags],
    openable: node.type !== 'history',
  };
  return [own, ...Object.values(node.states).flatMap(outlineState)];
}

/** A machine's states and events, straight from its definition: nothing here is written by hand. */
export function outlineMachine(machine: AnyStateMachine): MachineOutline {
  return {
    id: machine.id,
    states: Object.values(machine.root.states).flatMap(outlineState),
    events: unique(machine.root.events.filter(isNamedEvent)),
  };
}

const isMachine = (value: unknown): value is AnyStateMachine => value instanceof StateMachine;

function withChildren(machine: AnyStateMachine): AnyStateMachine[] {
  const children = Object.values(machine.implementations.actors).filter(isMachine);
  return [machine, ...children.flatMap(withChildren)];
}

/**
 * The machines among some modules' exports and the child machines they invoke, each once, by id: a machine added to machines/ is listed without a line written for it.
 */
export function machineCatalog(modules: Record<string, unknown>[]): AnyStateMachine[] {
  const machines = modules
    .flatMap((exports) => Object.values(exports).filter(isMachine))
    .flatMap(withChildren);
  const byId = new Map(machines.map((machine) => [machine.id, machine]));
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
