import { assign, fromPromise, not, setup } from 'xstate';
import type { CepAddress } from '../domain/cep-address';
import { isValidCnpj } from '../domain/cnpj';
import { isValidCpf } from '../domain/cpf';
import { COMMON_MSG, TITLE } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { checkBuyerFields, checkBuyerPassword, isBrazil } from '../domain/purchase-rules';
import type { CpfStatus } from '../domain/registration-lookups';
import {
  changeField,
  cpfDigits,
  emptyBuyerForm,
  toPendingPayment,
  withoutPassword,
  type AccountOffer,
  type BuyerData,
  type BuyerField,
  type BuyerForm,
  type PendingPayment,
  type PurchaseCreated,
  type PurchaseItem,
  type PurchaseItemRequest,
  type PurchaseOrder,
} from '../domain/buyer-form';
import { failureMessage, outcomeValue, succeeded } from './outcome-call';

/** A message for the alert dialog: its kind, the title it goes under and the text. */
export interface PurchaseNotice {
  kind: 'error' | 'warning';
  title: string;
  message: string;
}

export interface PurchaseProduct {
  hash: string;
  associationId: number;
  /** The categories the product is sold in. */
  categories: readonly number[];
}

export interface PurchaseInput {
  product: PurchaseProduct;
  /** The buyer's data still in memory (back from the checkout). */
  buyer?: BuyerData | null;
}

export interface PurchaseContext {
  product: PurchaseProduct;
  form: BuyerForm;
  /** What the server knows of one CPF (digits); null while nobody asked. */
  registration: ({ cpf: string } & CpfStanding) | null;
  created: PurchaseCreated | null;
  notice: PurchaseNotice | null;
  pending: PendingPayment | null;
}

export type PurchaseEvent =
  | { type: 'field.changed'; field: BuyerField; value: string }
  | { type: 'cpf.blurred' }
  | { type: 'cnpj.blurred' }
  | { type: 'purchase.submitted' }
  | { type: 'notice.dismissed' };

/** Whether a CPF has an account, and whether the product's association has it on its roll. */
export type CpfStanding = Pick<CpfStatus, 'hasAccount' | 'knownToAssociation'>;

/** A CPF to ask about, digits only, for the product's association. */
export interface CpfStandingQuery {
  cpf: string;
  associationId: number;
}

export interface PurchaseOutput {
  pending: PendingPayment;
  buyer: BuyerData;
}

/** The CEP mask's full length (#####-###): the address lookup starts there. */
const CEP_MASKED_LENGTH = 9;
/** The CPF mask's full length (###.###.###-##): a valid CPF is asked about as soon as it is typed. */
const CPF_MASKED_LENGTH = 14;

const warning = (message: string): PurchaseNotice => ({ kind: 'warning', title: TITLE.warning, message });
const problem = (message: string): PurchaseNotice => ({ kind: 'error', title: TITLE.problem, message });

const fieldProblem = (c: PurchaseContext) => {
  const checked = checkBuyerFields(c.form, c.product.categories);
  return checked.ok ? null : checked.message;
};

/** True when the CPF typed now is known to have no account: the password fields are shown. */
export function asksPassword(c: Pick<PurchaseContext, 'form' | 'registration'>): boolean {
  return (
    isBrazil(c.form.country) &&
    c.registration !== null &&
    c.registration.cpf === cpfDigits(c.form) &&
    !c.registration.hasAccount
  );
}

/**
 * What the form tells the buyer of the CPF typed, before Comprar: that it has an account
 * (SPEC §8's text, no password asked), or that the association already has it on its roll (the
 * purchase goes to that record, the receipt to the name typed); null for a CPF nobody knows.
 */
export function knownCpf(
  c: Pick<PurchaseContext, 'form' | 'registration'>,
): 'hasAccount' | 'knownToAssociation' | null {
  const r = c.registration;
  if (!isBrazil(c.form.country) || !r || r.cpf !== cpfDigits(c.form)) return null;
  if (r.hasAccount) return 'hasAccount';
  return r.knownToAssociation ? 'knownToAssociation' : null;
}

/** What "Compra concluída" offers if the purchase opens no account: see AccountOffer. */
export function accountOfferOf(c: Pick<PurchaseContext, 'form' | 'registration'>): AccountOffer {
  if (!isBrazil(c.form.country) || cpfDigits(c.form) === '') return null;
  return knownCpf(c) === 'hasAccount' ? 'login' : 'create';
}

/** The account is optional (issue #38): a password typed opens one; none, a purchase with no account. */
export const wantsAccount = (c: Pick<PurchaseContext, 'form' | 'registration'>) =>
  asksPassword(c) && (c.form.password !== '' || c.form.passwordRepeat !== '');

const passwordProblem = (c: PurchaseContext) => {
  if (!wantsAccount(c)) return null;
  const checked = checkBuyerPassword(c.form);
  return checked.ok ? null : checked.message;
};

/**
 * The public product page's buyer form and purchase (SPEC §2, §4, §5): the CPF is checked on
 * blur (then whether it has an account, which decides the password fields), the CEP fills the
 * address, and Comprar runs validating → registration check → creating → fetching → alreadyPaid
 * or toCheckout.
 */
export const purchaseMachine = setup({
  types: {} as {
    context: PurchaseContext;
    events: PurchaseEvent;
    input: PurchaseInput;
    output: PurchaseOutput | null;
  },
  actors: {
    /** Whether the CPF (digits) has an account, and whether the association knows it. */
    checkRegistration: fromPromise<Outcome<CpfStanding>, CpfStandingQuery>(async () => {
      throw new Error('checkRegistration not provided');
    }),
    findAddress: fromPromise<Outcome<CepAddress>, { cep: string }>(async () => {
      throw new Error('findAddress not provided');
    }),
    createPurchase: fromPromise<Outcome<PurchaseCreated>, PurchaseOrder>(async () => {
      throw new Error('createPurchase not provided');
    }),
    fetchItem: fromPromise<Outcome<PurchaseItem>, PurchaseItemRequest>(async () => {
      throw new Error('fetchItem not provided');
    }),
  },
  guards: {
    cpfBlank: ({ context }) => cpfDigits(context.form) === '',
    cpfInvalid: ({ context }) => !isValidCpf(context.form.cpf),
    registrationKnown: ({ context }) => context.registration?.cpf === cpfDigits(context.form),
    /** The CPF's last digit was just typed, the CPF is valid and nobody asked about it yet. */
    cpfTyped: ({ context }, e: { field: BuyerField; value: string }) =>
      e.field === 'cpf' &&
      e.value.length === CPF_MASKED_LENGTH &&
      isValidCpf(e.value) &&
      context.registration?.cpf !== e.value.replace(/\D/g, ''),
    cnpjInvalid: ({ context }) => context.form.cnpj.trim() !== '' && !isValidCnpj(context.form.cnpj),
    cepComplete: (_, e: { field: BuyerField; value: string; country: string }) =>
      e.field === 'cep' && e.value.length === CEP_MASKED_LENGTH && isBrazil(e.country),
    fieldsInvalid: ({ context }) => fieldProblem(context) !== null,
    needsRegistrationCheck: ({ context }) =>
      isBrazil(context.form.country) && context.registration?.cpf !== cpfDigits(context.form),
    passwordInvalid: ({ context }) => passwordProblem(context) !== null,
    alreadyPaid: (_, item: PurchaseItem) => item.paidAt !== null,
  },
  actions: {
    setField: assign(({ context }, e: { field: BuyerField; value: string }) => ({
      form: changeField(context.form, e.field, e.value),
    })),
    rejectCpf: assign(({ context }) => ({
      form: { ...context.form, cpf: '' },
      notice: { kind: 'error' as const, title: TITLE.error, message: COMMON_MSG.cpfInvalid },
    })),
    rejectCnpj: assign(({ context }) => ({
      form: { ...context.form, cnpj: '' },
      notice: { kind: 'error' as const, title: TITLE.error, message: COMMON_MSG.cnpjInvalid },
    })),
    keepRegistration: assign(({ context }, standing: CpfStanding) => ({
      registration: {
        cpf: cpfDigits(context.form),
        hasAccount: standing.hasAccount,
        knownToAssociation: standing.knownToAssociation,
      },
    })),
    fillAddress: assign(({ context }, address: CepAddress) => ({
      form: {
        ...context.form,
        street: address.street || context.form.street,
        district: address.neighbourhood || context.form.district,
        city: address.city || context.form.city,
        state: address.state || context.form.state,
      },
    })),
    warnFields: assign(({ context }) => ({ notice: warning(fieldProblem(context) ?? '') })),
    warnPassword: assign(({ context }) => ({ notice: warning(passwordProblem(context) ?? '') })),
    showFailure: assign((_, message: string) => ({ notice: problem(message) })),
    showUnknownError: assign({ notice: problem(COMMON_MSG.unknownError) }),
    keepCreated: assign((_, created: PurchaseCreated) => ({ created })),
    keepPending: assign(({ context }, item: PurchaseItem) => ({
      pending: {
        ...toPendingPayment(item, { ...context.created!, hash: context.product.hash }),
        accountOffer: accountOfferOf(context),
      },
    })),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    product: input.product,
    form: { ...emptyBuyerForm(), ...input.buyer },
    registration: null,
    created: null,
    notice: null,
    pending: null,
  }),
  initial: 'editing',
  on: { 'notice.dismissed': { actions: 'clearNotice' } },
  states: {
    editing: {
      type: 'parallel',
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => event } },
        'cnpj.blurred': { guard: 'cnpjInvalid', actions: 'rejectCnpj' },
        'purchase.submitted': 'validating',
      },
      states: {
        cpf: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                // As the buyer types: the last digit of a valid CPF asks at once (SPEC §4's 14 characters).
                'field.changed': {
                  guard: { type: 'cpfTyped', params: ({ event }) => event },
                  target: 'checking',
                  // The parent sets the field too; the check's input reads it from the context.
                  actions: { type: 'setField', params: ({ event }) => event },
                },
                'cpf.blurred': [
                  { guard: 'cpfBlank' },
                  { guard: 'cpfInvalid', actions: 'rejectCpf' },
                  { guard: 'registrationKnown' },
                  { target: 'checking' },
                ],
              },
            },
            checking: {
              invoke: {
                src: 'checkRegistration',
                input: ({ context }) => ({
                  cpf: cpfDigits(context.form),
                  associationId: context.product.associationId,
                }),
                onDone: [
                  {
                    guard: succeeded,
                    target: 'idle',
                    actions: { type: 'keepRegistration', params: outcomeValue },
                  },
                  // Unknown for now: Comprar asks again before buying.
                  { target: 'idle' },
                ],
                onError: 'idle',
              },
            },
          },
        },
        cep: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'field.changed': {
                  guard: {
                    type: 'cepComplete',
                    params: ({ context, event }) => ({ ...event, country: context.form.country }),
                  },
                  target: 'looking',
                  // The parent sets the field too; the lookup's input reads it from the context.
                  actions: { type: 'setField', params: ({ event }) => event },
                },
              },
            },
            looking: {
              on: {
                'field.changed': {
                  guard: {
                    type: 'cepComplete',
                    params: ({ context, event }) => ({ ...event, country: context.form.country }),
                  },
                  target: 'looking',
                  reenter: true,
                  // The parent sets the field too; the lookup's input reads it from the context.
                  actions: { type: 'setField', params: ({ event }) => event },
                },
              },
              invoke: {
                src: 'findAddress',
                input: ({ context }) => ({ cep: context.form.cep.replace(/\D/g, '') }),
                onDone: [
                  {
                    guard: succeeded,
                    target: 'idle',
                    actions: { type: 'fillAddress', params: outcomeValue },
                  },
                  // Unknown CEP or no service: the buyer types the address.
                  { target: 'idle' },
                ],
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    validating: {
      always: [
        { guard: 'fieldsInvalid', target: 'editing', actions: 'warnFields' },
        { guard: 'needsRegistrationCheck', target: 'checkingRegistration' },
        { target: 'checkingPassword' },
      ],
    },
    checkingRegistration: {
      tags: ['busy'],
      invoke: {
        src: 'checkRegistration',
        input: ({ context }) => ({
          cpf: cpfDigits(context.form),
          associationId: context.product.associationId,
        }),
        onDone: [
          {
            guard: succeeded,
            target: 'checkingPassword',
            actions: { type: 'keepRegistration', params: outcomeValue },
          },
          { target: 'editing', actions: { type: 'showFailure', params: failureMessage() } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: failureMessage() } },
      },
    },
    checkingPassword: {
      always: [
        { guard: 'passwordInvalid', target: 'editing', actions: 'warnPassword' },
        { target: 'creating' },
      ],
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createPurchase',
        input: ({ context }) => ({
          hash: context.product.hash,
          buyer: context.form,
          withPassword: wantsAccount(context),
        }),
        onDone: [
          {
            guard: succeeded,
            target: 'fetching',
            actions: { type: 'keepCreated', params: outcomeValue },
          },
          { target: 'editing', actions: { type: 'showFailure', params: failureMessage() } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: failureMessage() } },
      },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        src: 'fetchItem',
        input: ({ context }) => ({
          associationId: context.product.associationId,
          itemId: context.created!.itemId,
          reference: context.created!.reference,
          hash: context.product.hash,
          buyer: context.form,
        }),
        // SPEC §8: fetching the created item returning nothing usable → the unknown-error message.
        onDone: [
          {
            guard: not(succeeded),
            target: 'editing',
            actions: 'showUnknownError',
          },
          {
            guard: { type: 'alreadyPaid', params: outcomeValue },
            target: 'alreadyPaid',
          },
          {
            target: 'toCheckout',
            actions: { type: 'keepPending', params: outcomeValue },
          },
        ],
        onError: { target: 'editing', actions: 'showUnknownError' },
      },
    },
    /** The UI shows the 'already paid' success and, once it is dismissed, goes home. */
    alreadyPaid: { type: 'final' },
    toCheckout: { type: 'final' },
  },
  output: ({ context }) =>
    context.pending ? { pending: context.pending, buyer: withoutPassword(context.form) } : null,
});
