import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChargeCreated, ChargePreview, NewChargeBody } from '../../domain/contract/gestao-charges';
import { failed, succeeded as ok, type Outcome } from '../../domain/outcome';
import { newChargeMachine, type CreateChargeRequest } from '../../machines/gestao-new-charge.machine';

const body: NewChargeBody = {
  target: { kind: 'categories', categoryIds: [601] },
  schedule: { kind: 'annuity', dueDate: '2027-03-31' },
  description: 'Anuidade 2027',
  amounts: [{ categoryId: 601, amountCentavos: 78_000 }],
};
const preview: ChargePreview = {
  memberCount: 3,
  itemCount: 3,
  totalCentavos: 234_000,
  duplicateCount: 0,
  duplicates: [],
  annuityDuplicateCount: 0,
  annuityDuplicates: [],
};
const created: ChargeCreated = {
  batchId: 7,
  description: 'Anuidade 2027',
  itemCount: 3,
  totalCentavos: 234_000,
  replayed: false,
};

function start(
  opts: {
    preview?: () => Promise<Outcome<ChargePreview>>;
    create?: (r: CreateChargeRequest) => Promise<Outcome<ChargeCreated>>;
  } = {},
) {
  let n = 0;
  const creates: CreateChargeRequest[] = [];
  const actor = createActor(
    newChargeMachine.provide({
      actors: {
        previewCharge: fromPromise(opts.preview ?? (async () => ok(preview))),
        createCharge: fromPromise(async ({ input }: { input: CreateChargeRequest }) => {
          creates.push(input);
          return (opts.create ?? (async () => ok(created)))(input);
        }),
      },
    }),
    { input: { newKey: () => `key-${++n}` } },
  ).start();
  return { actor, creates };
}

describe('newChargeMachine', () => {
  it('goes from the form to the preview to the confirmation, with one key per form', async () => {
    const { actor, creates } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'charge.confirmed' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'preview.requested', body });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(actor.getSnapshot().context.preview).toEqual(preview);
    actor.send({ type: 'charge.confirmed' });
    await waitFor(actor, (s) => s.matches('created'));
    expect(creates).toEqual([{ idempotencyKey: 'key-1', body }]);
    expect(actor.getSnapshot().context.result).toEqual(created);
    actor.send({ type: 'charge.restarted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-2');
  });

  it('a second click while creating sends nothing more', async () => {
    let release: (value: Outcome<ChargeCreated>) => void = () => undefined;
    const { actor, creates } = start({ create: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'preview.requested', body });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'charge.confirmed' });
    actor.send({ type: 'charge.confirmed' });
    release(ok(created));
    await waitFor(actor, (s) => s.matches('created'));
    expect(creates).toHaveLength(1);
  });

  it('keeps the key after a failure, so the retry is the same submission', async () => {
    let fail = true;
    const { actor, creates } = start({
      create: async () => {
        if (fail) return failed('Falha de rede.');
        return ok(created);
      },
    });
    actor.send({ type: 'preview.requested', body });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'charge.confirmed' });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Falha de rede.');
    fail = false;
    actor.send({ type: 'charge.confirmed' });
    await waitFor(actor, (s) => s.matches('created'));
    expect(creates.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('editing after the preview forgets it; a preview of no item cannot be confirmed; a refused preview shows why', async () => {
    const empty = vi.fn(async () => ok({ ...preview, memberCount: 0, itemCount: 0, totalCentavos: 0 }));
    const { actor, creates } = start({ preview: empty });
    actor.send({ type: 'preview.requested', body });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'charge.confirmed' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'draft.edited' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.preview).toBeNull();
    expect(creates).toHaveLength(0);

    const refused = start({
      preview: async () => failed('Categoria não oferecida pela associação.'),
    });
    refused.actor.send({ type: 'preview.requested', body });
    await waitFor(refused.actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(refused.actor.getSnapshot().context.error).toBe('Categoria não oferecida pela associação.');
  });

  it('a charge that repeats open items is created only when staff confirm it anyway', async () => {
    const repeating: ChargePreview = {
      ...preview,
      duplicateCount: 1,
      duplicates: [
        { itemId: 9, memberName: 'Maria Demo Silva', description: 'Anuidade 2027', dueDate: '2027-03-31' },
      ],
    };
    const { actor, creates } = start({ preview: async () => ok(repeating) });
    actor.send({ type: 'preview.requested', body });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'charge.confirmed' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(creates).toHaveLength(0);
    actor.send({ type: 'charge.confirmed', despiteDuplicates: true });
    await waitFor(actor, (s) => s.matches('created'));
    expect(creates).toHaveLength(1);
  });
});
