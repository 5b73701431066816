import { assign, sendParent, setup } from 'xstate';
import { CODE_LENGTH, RESEND_WAIT_S, TICK_MS } from '../domain/constants';
import { onlyDigits } from '../domain/digits';

const codeDigits = (value: string) => onlyDigits(value).slice(0, CODE_LENGTH);
export const isFullCode = (value: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);

export interface CodeEntryInput {
  /** Seconds before another code may be asked for: 0 when sending the last one failed. */
  secondsLeft?: number;
}

export interface CodeEntryContext {
  code: string;
  secondsLeft: number;
}

/** What the person does on the code step. */
export type CodeEntryEvent =
  | { type: 'code.changed'; value: string }
  | { type: 'code.submitted' }
  | { type: 'code.resend' }
  /** From the parent: its check refused the code, which is typed again. */
  | { type: 'code.refused' };

/** What the step asks of the machine that invoked it, whose actors check and send codes. */
export type CodeEntryRequest =
  { type: 'code.entered'; code: string } | { type: 'code.incomplete' } | { type: 'code.resendRequested' };

const sendFailed = (event: { type: string; output?: unknown }) =>
  event.type.startsWith('xstate.error.actor') ||
  (event.type.startsWith('xstate.done.actor') &&
    (event.output as { ok?: boolean } | undefined)?.ok === false);

/**
 * The step's input from the event that enters it: after a failed send (thrown or a Failure)
 * another code may be asked for at once; after a code was sent, in RESEND_WAIT_S seconds.
 */
export const codeEntryInput = ({ event }: { event: { type: string; output?: unknown } }): CodeEntryInput => ({
  secondsLeft: sendFailed(event) ? 0 : RESEND_WAIT_S,
});

/**
 * The step after a 6-digit code was sent, invoked as a child (`id: 'code'`) by the machine that
 * sent it: the code typed or pasted (six digits go at once), a countdown of RESEND_WAIT_S seconds
 * one tick at a time, then the resend. The parent checks the code and sends another one with
 * its own actors — each check speaks its own call — and answers a refusal with `code.refused`;
 * asking for another code ends this step, and the parent invokes a new one once it is sent.
 */
export const codeEntryMachine = setup({
  types: {} as { context: CodeEntryContext; events: CodeEntryEvent; input: CodeEntryInput },
  delays: { tick: TICK_MS },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 1,
    mayResendNow: ({ context }) => context.secondsLeft <= 0,
    isSixDigits: (_, code: string) => isFullCode(code),
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCountdown: assign({ secondsLeft: 0 }),
    setCode: assign((_, value: string) => ({ code: codeDigits(value) })),
    clearCode: assign({ code: '' }),
    submitCode: sendParent(({ context }): CodeEntryRequest => ({ type: 'code.entered', code: context.code })),
    reportIncomplete: sendParent((): CodeEntryRequest => ({ type: 'code.incomplete' })),
    requestResend: sendParent((): CodeEntryRequest => ({ type: 'code.resendRequested' })),
  },
}).createMachine({
  id: 'codeEntry',
  context: ({ input }) => ({ code: '', secondsLeft: input.secondsLeft ?? RESEND_WAIT_S }),
  initial: 'entering',
  states: {
    entering: {
      initial: 'starting',
      on: {
        'code.changed': [
          {
            guard: { type: 'isSixDigits', params: ({ event }) => codeDigits(event.value) },
            target: 'checking',
            actions: [{ type: 'setCode', params: ({ event }) => event.value }, 'submitCode'],
          },
          { actions: { type: 'setCode', params: ({ event }) => event.value } },
        ],
        'code.submitted': [
          {
            guard: { type: 'isSixDigits', params: ({ context }) => context.code },
            target: 'checking',
            actions: 'submitCode',
          },
          { actions: 'reportIncomplete' },
        ],
      },
      states: {
        starting: { always: [{ guard: 'mayResendNow', target: 'canResend' }, { target: 'counting' }] },
        counting: {
          after: {
            tick: [
              { guard: 'countdownOver', target: 'canResend', actions: 'endCountdown' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
        canResend: { on: { 'code.resend': { target: '#codeEntry.resending', actions: 'requestResend' } } },
        /** Back after a refused code: the countdown goes on where it was. */
        resume: { type: 'history' },
      },
    },
    /** The parent checks the code; a refusal brings the step back, emptied. */
    checking: {
      tags: ['busy'],
      on: { 'code.refused': { target: 'entering.resume', actions: 'clearCode' } },
    },
    /** The parent sends another code and, once sent, starts a new step. */
    resending: { tags: ['busy'] },
  },
});
