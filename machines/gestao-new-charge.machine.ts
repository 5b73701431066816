import { assign, fromPromise, setup } from 'xstate';
import type { ChargeCreated, ChargePreview, NewChargeBody } from '../domain/contract/gestao-charges';
import { COMMON_MSG } from '../domain/messages';
import type { Outcome } from '../domain/outcome';

export interface CreateChargeRequest {
  idempotencyKey: string;
  body: NewChargeBody;
}

interface NewChargeContext {
  /** One per form: a resubmission (double click, retry after a lost answer) creates nothing twice. */
  idempotencyKey: string;
  newKey: () => string;
  body: NewChargeBody | null;
  preview: ChargePreview | null;
  result: ChargeCreated | null;
  error: string | null;
}

export type NewChargeEvent =
  | { type: 'preview.requested'; body: NewChargeBody }
  | { type: 'draft.edited' }
  /** `despiteDuplicates`: staff saw the open items it repeats and chose "Criar mesmo assim". */
  | { type: 'charge.confirmed'; despiteDuplicates?: boolean }
  | { type: 'charge.restarted' };

const messageOf = (answer: Outcome<unknown>) => (answer.ok ? COMMON_MSG.unknownError : answer.message);

/**
 * "Nova cobrança": the form, the server's preview (how many items, the total, the open items it
 * would repeat), the confirmation ("Criar mesmo assim" when it repeats some).
 * Editing after the preview asks for a new one; the key stays the same until the charge is created
 * (so a retry after an error is the same submission), and a new form gets a new key.
 */
export const newChargeMachine = setup({
  types: {} as {
    context: NewChargeContext;
    events: NewChargeEvent;
    input: { newKey: () => string };
  },
  actors: {
    previewCharge: fromPromise<Outcome<ChargePreview>, NewChargeBody>(async () => {
      throw new Error('previewCharge not provided');
    }),
    createCharge: fromPromise<Outcome<ChargeCreated>, CreateChargeRequest>(async () => {
      throw new Error('createCharge not provided');
    }),
  },
  guards: {
    /** Items to create, and no open item or annuity repeated unless staff said to create them anyway. */
    confirmable: ({ context, event }) =>
      (context.preview?.itemCount ?? 0) > 0 &&
      (((context.preview?.duplicateCount ?? 0) === 0 &&
        (context.preview?.annuityDuplicateCount ?? 0) === 0) ||
        (event.type === 'charge.confirmed' && event.despiteDuplicates === true)),
  },
  actions: {
    forgetPreview: assign({ preview: null, error: null }),
    /** The server creates annuities too close to others only when staff confirmed them. */
    confirmAnnuities: assign({
      body: ({ context }) =>
        context.body && (context.preview?.annuityDuplicateCount ?? 0) > 0
          ? { ...context.body, confirmAnnuityDuplicates: true }
          : context.body,
    }),
  },
}).createMachine({
  id: 'newCharge',
  context: ({ input }) => ({
    idempotencyKey: input.newKey(),
    newKey: input.newKey,
    body: null,
    preview: null,
    result: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'preview.requested': {
          target: 'previewing',
          actions: assign({ body: ({ event }) => event.body, error: null }),
        },
      },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        src: 'previewCharge',
        input: ({ context }) => context.body!,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'reviewing',
            actions: assign({ preview: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.output) }) },
        ],
        onError: { target: 'editing', actions: assign({ error: COMMON_MSG.unknownError }) },
      },
    },
    reviewing: {
      on: {
        'draft.edited': { target: 'editing', actions: 'forgetPreview' },
        'preview.requested': {
          target: 'previewing',
          actions: assign({ body: ({ event }) => event.body, preview: null, error: null }),
        },
        'charge.confirmed': { guard: 'confirmable', target: 'creating', actions: 'confirmAnnuities' },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createCharge',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey, body: context.body! }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'created',
            actions: assign({
              result: ({ event }) => (event.output.ok ? event.output.value : null),
              error: null,
            }),
          },
          { target: 'reviewing', actions: assign({ error: ({ event }) => messageOf(event.output) }) },
        ],
        onError: { target: 'reviewing', actions: assign({ error: COMMON_MSG.unknownError }) },
      },
    },
    created: {
      on: {
        'charge.restarted': {
          target: 'editing',
          actions: assign({
            idempotencyKey: ({ context }) => context.newKey(),
            body: null,
            preview: null,
            result: null,
            error: null,
          }),
        },
      },
    },
  },
});
