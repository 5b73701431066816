import { assign, type EventObject } from 'xstate';
import { CODE_LENGTH, TICK_MS } from '../domain/constants';
import { onlyDigits } from '../domain/digits';

/**
 * The step after a 6-digit code was sent: the person types the code and may ask for another one
 * once the countdown, started at RESEND_WAIT_S by the machine's own `startCountdown`, reaches 0.
 * Imported as `codeStep`: a machine adds these delays, guards and actions to its `setup` and
 * spreads `countdown` (and `entry`, when the code is typed into its context) into the state that
 * waits for the code.
 */
export interface CountdownContext {
  secondsLeft: number;
}

export interface CodeEntryContext extends CountdownContext {
  code: string;
  error: unknown;
}

export const codeDigits = (value: string) => onlyDigits(value).slice(0, CODE_LENGTH);
export const isFullCode = (value: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);

export const delays = { tick: TICK_MS };

export const guards = {
  countdownOver: ({ context }: { context: CountdownContext }) => context.secondsLeft <= 1,
  isSixDigits: (_: unknown, code: string) => isFullCode(code),
};

// Over a generic context TypeScript cannot see that these values fit the machine's own context.
const update = <TContext extends CountdownContext>(values: Partial<CodeEntryContext>) =>
  values as Partial<TContext>;

export const countdownActions = <TContext extends CountdownContext, TEvent extends EventObject>() => ({
  tick: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
    update({ secondsLeft: context.secondsLeft - 1 }),
  ),
  endCountdown: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ secondsLeft: 0 })),
});

export const entryActions = <TContext extends CodeEntryContext, TEvent extends EventObject>() => ({
  setCode: assign<TContext, TEvent, string, TEvent, never>((_, value) =>
    update({ code: codeDigits(value), error: null }),
  ),
});

/** `counting` ticks each second down to `canResend`; `resume` returns to either after a wrong code. */
export const countdown = (resendTarget: string) =>
  ({
    initial: 'counting',
    states: {
      counting: {
        after: {
          tick: [
            { guard: 'countdownOver', target: 'canResend', actions: 'endCountdown' },
            { target: 'counting', reenter: true, actions: 'tick' },
          ],
        },
      },
      canResend: { on: { 'code.resend': { target: resendTarget } } },
      resume: { type: 'history' },
    },
  }) as const;

type CodeChanged = { event: { value: string } };

/** Six digits (typed or pasted) submit at once; `code.submitted` with fewer gets `refuse`. */
export const entry = <const TRefuse>(verifyTarget: string, refuse: TRefuse) =>
  ({
    'code.changed': [
      {
        guard: { type: 'isSixDigits', params: ({ event }: CodeChanged) => codeDigits(event.value) },
        target: verifyTarget,
        actions: { type: 'setCode', params: ({ event }: CodeChanged) => event.value },
      },
      { actions: { type: 'setCode', params: ({ event }: CodeChanged) => event.value } },
    ],
    'code.submitted': [
      {
        guard: { type: 'isSixDigits', params: ({ context }: { context: { code: string } }) => context.code },
        target: verifyTarget,
      },
      { actions: refuse },
    ],
  }) as const;
