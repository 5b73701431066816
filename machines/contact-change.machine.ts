import { assign, fromPromise, setup } from 'xstate';
import { RESEND_WAIT_S } from '../domain/constants';
import type { CodigoBody, ContatoBody, EmUsoResponse, TipoContato } from '../domain/contract/profile';
import type { EnviarCodigoPinResponse, ResultMsgResponse } from '../domain/contract/wallet';
import { MSG, REGISTRATION_FIELD_LABEL, requiredField } from '../domain/messages';
import * as codeStep from './code-step';

export interface ContactChangeInput {
  tipo: TipoContato;
}

export interface ContactChangeContext {
  tipo: TipoContato;
  /** The new e-mail or mobile, as typed. */
  valor: string;
  code: string;
  /** Where the code went (the current contact), masked by the server. */
  sentTo: string;
  secondsLeft: number;
  error: string | null;
  /** The server's success text once the change is applied. */
  doneMessage: string;
}

export type ContactChangeEvent =
  | { type: 'value.changed'; value: string }
  | { type: 'value.submitted' }
  | { type: 'value.edit' }
  | { type: 'code.changed'; value: string }
  | { type: 'code.submitted' }
  | { type: 'code.resend' }
  | { type: 'error.dismissed' };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MSG.unknownError;
// Reached from onError: the event is the actor's error event, outside the machine's own union.
const actorError = (event: unknown) => errorText((event as { error?: unknown }).error);
const refusal = (answer: { MSG?: string }) => answer.MSG || MSG.unknownError;

const contato = (context: ContactChangeContext): ContatoBody => ({
  TIPO: context.tipo,
  VALOR: context.valor.trim(),
});

const REQUIRED: Readonly<Record<TipoContato, string>> = {
  EMAIL: requiredField(REGISTRATION_FIELD_LABEL.email),
  CELULAR: requiredField(REGISTRATION_FIELD_LABEL.celular),
};

/**
 * E-mail or mobile change (alterarEmailCelular/{tipo}): the new value must be free, then a
 * 6-digit code goes to the CURRENT contact (proving the owner asks), is checked, and the change
 * is applied with it. The code may be asked for again after 60 s.
 */
const contactChange = setup({
  types: {} as {
    context: ContactChangeContext;
    events: ContactChangeEvent;
    input: ContactChangeInput;
  },
  actors: {
    checkInUse: fromPromise<EmUsoResponse, ContatoBody>(async () => {
      throw new Error('checkInUse actor not provided');
    }),
    sendCode: fromPromise<EnviarCodigoPinResponse, ContatoBody>(async () => {
      throw new Error('sendCode actor not provided');
    }),
    verifyCode: fromPromise<ResultMsgResponse, CodigoBody>(async () => {
      throw new Error('verifyCode actor not provided');
    }),
    applyChange: fromPromise<ResultMsgResponse, CodigoBody>(async () => {
      throw new Error('applyChange actor not provided');
    }),
  },
  delays: codeStep.delays,
  guards: {
    ...codeStep.guards,
    valueEmpty: ({ context }) => context.valor.trim() === '',
    /** RESULTADO false: the value is not a valid e-mail/mobile. */
    valueRefused: (_, r: EmUsoResponse) => !r.RESULTADO,
    valueInUse: (_, r: EmUsoResponse) => r.EM_USO,
    accepted: (_, r: { RESULTADO: boolean }) => r.RESULTADO,
  },
  actions: {
    ...codeStep.countdownActions<ContactChangeContext, ContactChangeEvent>(),
    ...codeStep.entryActions<ContactChangeContext, ContactChangeEvent>(),
    setValue: assign((_, value: string) => ({ valor: value })),
    clearError: assign({ error: null }),
    fail: assign((_, message: string) => ({ error: message })),
    showActorError: assign({ error: ({ event }) => actorError(event) }),
    startCountdown: assign((_, r: EnviarCodigoPinResponse) => ({
      secondsLeft: RESEND_WAIT_S,
      sentTo: r.ENVIADO_PARA ?? '',
      code: '',
      error: null,
    })),
    refuseCode: assign((_, message: string) => ({ code: '', error: message })),
    finish: assign((_, r: ResultMsgResponse) => ({ doneMessage: r.MSG })),
  },
});

/** Sends the code to the current contact; a refusal or a failed request goes to `failTarget`. */
const sendingCode = (failTarget: string) =>
  contactChange.createStateConfig({
    tags: ['busy'],
    invoke: {
      src: 'sendCode',
      input: ({ context }) => contato(context),
      onDone: [
        {
          guard: { type: 'accepted', params: ({ event }) => event.output },
          target: 'code',
          actions: { type: 'startCountdown', params: ({ event }) => event.output },
        },
        {
          target: failTarget,
          actions: { type: 'fail', params: ({ event }) => refusal(event.output) },
        },
      ],
      onError: { target: failTarget, actions: 'showActorError' },
    },
  });

// Handed to `submittingCode` from outside a state config, so the done event is typed here.
const keepDoneMessage = {
  type: 'finish',
  params: ({ event }: { event: { output: ResultMsgResponse } }) => event.output,
} as const;

/** Sends the typed code to `src`; a refusal or a failed request returns to the code step as it was. */
const submittingCode = (
  src: 'verifyCode' | 'applyChange',
  accepted: { target: string; actions?: typeof keepDoneMessage },
) =>
  contactChange.createStateConfig({
    tags: ['busy'],
    invoke: {
      src,
      input: ({ context }) => ({ CODIGO: context.code }),
      onDone: [
        { guard: { type: 'accepted', params: ({ event }) => event.output }, ...accepted },
        {
          target: 'code.resume',
          actions: { type: 'refuseCode', params: ({ event }) => refusal(event.output) },
        },
      ],
      onError: { target: 'code.resume', actions: 'showActorError' },
    },
  });

export const contactChangeMachine = contactChange.createMachine({
  id: 'contactChange',
  context: ({ input }) => ({
    tipo: input.tipo,
    valor: '',
    code: '',
    sentTo: '',
    secondsLeft: 0,
    error: null,
    doneMessage: '',
  }),
  on: { 'error.dismissed': { actions: 'clearError' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'value.changed': { actions: { type: 'setValue', params: ({ event }) => event.value } },
        'value.submitted': [
          {
            guard: 'valueEmpty',
            actions: { type: 'fail', params: ({ context }) => REQUIRED[context.tipo] },
          },
          { target: 'checking', actions: 'clearError' },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkInUse',
        input: ({ context }) => contato(context),
        onDone: [
          {
            guard: { type: 'valueRefused', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'fail', params: ({ event }) => refusal(event.output) },
          },
          {
            guard: { type: 'valueInUse', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'fail', params: ({ event }) => refusal(event.output) },
          },
          { target: 'sending' },
        ],
        onError: { target: 'editing', actions: 'showActorError' },
      },
    },
    sending: sendingCode('editing'),
    code: {
      ...codeStep.countdown('#contactChange.resending'),
      on: {
        ...codeStep.entry('verifying', { type: 'fail', params: MSG.confirmationCodeInvalid }),
        'value.edit': { target: 'editing', actions: 'clearError' },
      },
    },
    resending: sendingCode('code.canResend'),
    verifying: submittingCode('verifyCode', { target: 'applying' }),
    applying: submittingCode('applyChange', { target: 'changed', actions: keepDoneMessage }),
    /** The UI shows doneMessage and goes back to the personal data. */
    changed: { type: 'final' },
  },
});
