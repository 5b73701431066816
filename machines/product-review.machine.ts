import { assign, fromPromise, setup } from 'xstate';
import { isValidCnpj } from '../domain/cnpj';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';
import { STORE_MSG } from '../domain/store-messages';

export interface AcquireRequest {
  productId: number;
  companyName: string;
  cnpj: string;
}
/** The item to pay (its id), or the message to show. */
export type AcquireAnswer = Outcome<number>;

interface ProductReviewContext {
  productId: number;
  companyName: string;
  cnpj: string;
  itemId: number | null;
  error: string | null;
}

export type ProductReviewEvent =
  | { type: 'companyName.changed'; value: string }
  | { type: 'cnpj.changed'; value: string }
  | { type: 'cnpj.blurred' }
  | { type: 'payment.requested' }
  | { type: 'error.dismissed' };

const hasInvalidCnpj = (cnpj: string) => cnpj.trim() !== '' && !isValidCnpj(cnpj);

/**
 * The product review (SPEC §2): optional receipt details for a company, then the item to pay is
 * created and the page goes on to the payment screen with it.
 */
export const productReviewMachine = setup({
  types: {} as {
    context: ProductReviewContext;
    events: ProductReviewEvent;
    input: { productId: number };
    output: { itemId: number | null };
  },
  actors: {
    createItem: fromPromise<AcquireAnswer, AcquireRequest>(async () => {
      throw new Error('createItem not provided');
    }),
  },
  guards: {
    cnpjInvalid: ({ context }) => hasInvalidCnpj(context.cnpj),
    cnpjWithoutName: ({ context }) => context.cnpj.trim() !== '' && context.companyName.trim() === '',
    created: (_, answer: AcquireAnswer) => answer.ok,
  },
  actions: {
    showError: assign((_, message: string) => ({ error: message })),
    /** SPEC §5: an invalid CNPJ is cleared. */
    rejectCnpj: assign({ cnpj: '', error: COMMON_MSG.cnpjInvalid }),
  },
}).createMachine({
  id: 'productReview',
  context: ({ input }) => ({
    productId: input.productId,
    companyName: '',
    cnpj: '',
    itemId: null,
    error: null,
  }),
  initial: 'editing',
  on: { 'error.dismissed': { actions: assign({ error: null }) } },
  states: {
    editing: {
      on: {
        'companyName.changed': { actions: assign({ companyName: ({ event }) => event.value }) },
        'cnpj.changed': { actions: assign({ cnpj: ({ event }) => event.value }) },
        'cnpj.blurred': { guard: 'cnpjInvalid', actions: 'rejectCnpj' },
        'payment.requested': [
          { guard: 'cnpjInvalid', actions: 'rejectCnpj' },
          { guard: 'cnpjWithoutName', actions: { type: 'showError', params: STORE_MSG.receiptNameRequired } },
          { target: 'creating', actions: assign({ error: null }) },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createItem',
        input: ({ context }) => ({
          productId: context.productId,
          companyName: context.companyName.trim(),
          cnpj: context.cnpj.trim(),
        }),
        onDone: [
          {
            guard: { type: 'created', params: ({ event }) => event.output },
            target: 'done',
            actions: assign(({ event }) => ({ itemId: event.output.ok ? event.output.value : null })),
          },
          {
            target: 'editing',
            actions: {
              type: 'showError',
              params: ({ event }) => (event.output.ok ? COMMON_MSG.unknownError : event.output.message),
            },
          },
        ],
        onError: { target: 'editing', actions: { type: 'showError', params: COMMON_MSG.unknownError } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ itemId: context.itemId }),
});
