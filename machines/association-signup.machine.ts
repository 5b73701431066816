import { assign, fromPromise, sendTo, setup } from 'xstate';
import { checkAssociationSignUp } from '../domain/association-form';
import { ASSOCIATION_MSG } from '../domain/association-messages';
import type { AssociationSignUpBody, AssociationSignUpStarted } from '../domain/contract/gestao-association';
import type { StaffLoginResponse } from '../domain/contract/gestao-session';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { codeEntryInput, codeEntryMachine, type CodeEntryRequest } from './code-entry.machine';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

export interface AssociationSignUpFields {
  cnpj: string;
  legalName: string;
  displayName: string;
  city: string;
  uf: string;
  name: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

export type AssociationSignUpField = keyof AssociationSignUpFields;

export interface AssociationSignUpContext {
  fields: AssociationSignUpFields;
  captcha: string;
  signupId: string;
  sentTo: string;
  error: string | null;
  /** The new gestor's session, once the code was right. */
  session: StaffLoginResponse | null;
}

export type AssociationSignUpEvent =
  | { type: 'field.changed'; field: AssociationSignUpField; value: string }
  | { type: 'captcha.changed'; token: string | null }
  | { type: 'form.submitted' }
  /** "Corrigir e-mail" on the code step: back to the form as it was typed. */
  | { type: 'email.correcting' }
  | CodeEntryRequest;

export interface SignUpCodeCheck {
  signupId: string;
  code: string;
}

const EMPTY_FIELDS: AssociationSignUpFields = {
  cnpj: '',
  legalName: '',
  displayName: '',
  city: '',
  uf: '',
  name: '',
  email: '',
  password: '',
  passwordRepeat: '',
};

/**
 * "Cadastrar associação": the form (judged here as the server judges it, then by the server),
 * the 6-digit code e-mailed (child `code`, the shared code step), then the new gestor signed in.
 */
export const associationSignUpMachine = setup({
  types: {} as {
    context: AssociationSignUpContext;
    events: AssociationSignUpEvent;
    children: { code: 'codeEntry' };
    output: StaffLoginResponse;
  },
  actors: {
    startSignUp: fromPromise<Outcome<AssociationSignUpStarted>, AssociationSignUpBody>(async () => {
      throw new Error('startSignUp actor not provided');
    }),
    resendCode: fromPromise<Outcome<{ sentTo: string }>, string>(async () => {
      throw new Error('resendCode actor not provided');
    }),
    confirmCode: fromPromise<Outcome<StaffLoginResponse>, SignUpCodeCheck>(async () => {
      throw new Error('confirmCode actor not provided');
    }),
    codeEntry: codeEntryMachine,
  },
  guards: {
    formProblem: ({ context }) => !checkAssociationSignUp(context.fields).ok,
    noCaptcha: ({ context }) => context.captcha === '',
  },
  actions: {
    setField: assign(({ context }, e: { field: AssociationSignUpField; value: string }) => ({
      fields: { ...context.fields, [e.field]: e.value },
    })),
    setCaptcha: assign((_, token: string | null) => ({ captcha: token ?? '' })),
    showFormProblem: assign(({ context }) => {
      const checked = checkAssociationSignUp(context.fields);
      return { error: checked.ok ? null : checked.message };
    }),
    fail: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null }),
    // A captcha answer is good for one try.
    dropCaptcha: assign({ captcha: '' }),
    keepStarted: assign((_, started: AssociationSignUpStarted) => ({
      signupId: started.signupId,
      sentTo: started.sentTo,
    })),
    keepSentTo: assign((_, sent: { sentTo: string }) => ({ sentTo: sent.sentTo })),
    keepSession: assign((_, session: StaffLoginResponse) => ({ session })),
    refuseCode: sendTo('code', { type: 'code.refused' }),
    // The code went to the old address: a new "Cadastrar" starts a new sign-up.
    forgetSignUp: assign({ signupId: '', sentTo: '' }),
  },
}).createMachine({
  id: 'associationSignUp',
  context: {
    fields: EMPTY_FIELDS,
    captcha: '',
    signupId: '',
    sentTo: '',
    error: null,
    session: null,
  },
  initial: 'form',
  states: {
    form: {
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
        'captcha.changed': { actions: { type: 'setCaptcha', params: ({ event }) => event.token } },
        'form.submitted': [
          { guard: 'formProblem', actions: 'showFormProblem' },
          { guard: 'noCaptcha', actions: { type: 'fail', params: COMMON_MSG.captchaRequired } },
          { target: 'starting', actions: 'clearError' },
        ],
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'startSignUp',
        input: ({ context }) => {
          const { passwordRepeat: _repeat, ...fields } = context.fields;
          return { ...fields, captcha: context.captcha };
        },
        onDone: [
          { guard: succeeded, target: 'code', actions: { type: 'keepStarted', params: outcomeValue } },
          { target: 'form', actions: [{ type: 'fail', params: failureMessage() }, 'dropCaptcha'] },
        ],
        onError: { target: 'form', actions: [{ type: 'fail', params: failureMessage() }, 'dropCaptcha'] },
      },
    },
    code: {
      invoke: { id: 'code', src: 'codeEntry', input: codeEntryInput },
      on: {
        'code.incomplete': { actions: { type: 'fail', params: ASSOCIATION_MSG.codeIncomplete } },
        'code.resendRequested': { target: 'resending' },
        'email.correcting': { target: 'form', actions: ['forgetSignUp', 'clearError', 'dropCaptcha'] },
      },
      initial: 'waiting',
      states: {
        waiting: {
          on: { 'code.entered': { target: 'checking', actions: 'clearError' } },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'confirmCode',
            input: ({ context, event }) => ({
              signupId: context.signupId,
              code: (event as { code?: string }).code ?? '',
            }),
            onDone: [
              {
                guard: succeeded,
                target: '#associationSignUp.signedIn',
                actions: { type: 'keepSession', params: outcomeValue },
              },
              { target: 'waiting', actions: [{ type: 'fail', params: failureMessage() }, 'refuseCode'] },
            ],
            onError: {
              target: 'waiting',
              actions: [{ type: 'fail', params: failureMessage() }, 'refuseCode'],
            },
          },
        },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        src: 'resendCode',
        input: ({ context }) => context.signupId,
        onDone: [
          {
            guard: succeeded,
            target: 'code',
            actions: [{ type: 'keepSentTo', params: outcomeValue }, 'clearError'],
          },
          { target: 'code', actions: { type: 'fail', params: failureMessage() } },
        ],
        onError: { target: 'code', actions: { type: 'fail', params: failureMessage() } },
      },
    },
    /** The UI keeps the session and opens the Painel. */
    signedIn: { type: 'final' },
  },
  output: ({ context }) => context.session!,
});
