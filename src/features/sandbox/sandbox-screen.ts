import type { ComponentType } from 'react';
import type { Actor, AnyStateMachine, ContextFrom } from 'xstate';

/**
 * A real screen the sandbox can open in a machine's state: the app composes these (a feature
 * cannot import another's screens) and hands them to the machines pages, keyed by machine id.
 */
export interface SandboxScreen<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine as the screen uses it, its server calls answered with sandbox data. */
  machine: TMachine;
  /** The sandbox data it opens with, `seconds` on its countdown. */
  context: (seconds: number) => ContextFrom<TMachine>;
  /** The input of the children the opened state invokes, by id, `seconds` on their countdown. */
  childInputs?: (seconds: number) => Record<string, unknown>;
  /** What the countdown shows when nobody chose (00:05 before a PIX expires, a code's 60 s). */
  seconds: number;
  /** The states the screen draws (their children included): the ones the list opens. */
  states: string[];
  Screen: ComponentType<{ actor: Actor<TMachine> }>;
}

/** Keeps a screen's own machine type inside and lets the app list screens of different machines. */
export const sandboxScreen = <TMachine extends AnyStateMachine>(screen: SandboxScreen<TMachine>) =>
  screen as unknown as SandboxScreen;

export type SandboxScreens = Record<string, SandboxScreen>;

/** A state the screen draws, itself or as a child of one: a history state is never opened. */
export const isDrawnBy = (drawn: string[], state: { path: string; openable: boolean }) =>
  state.openable && drawn.some((path) => state.path === path || state.path.startsWith(`${path}.`));
