import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { settingsFormMachine, type SettingsDone } from '../../machines/gestao-settings.machine';

const EMPTY = { apiKey: '', webhookToken: '' };

function start(
  opts: {
    save?: (draft: unknown) => Promise<Outcome<SettingsDone>>;
    remove?: () => Promise<Outcome<SettingsDone>>;
    keepAsking?: boolean;
  } = {},
) {
  const saves: unknown[] = [];
  const actor = createActor(
    settingsFormMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          saves.push(input);
          return (
            opts.save ?? (async () => succeeded({ draft: EMPTY, notice: { error: false, text: 'Salvo.' } }))
          )(input);
        }),
        remove: fromPromise(
          opts.remove ?? (async () => succeeded({ notice: { error: false, text: 'Removido.' } })),
        ),
      },
    }),
    { input: { draft: EMPTY, keepAskingAfterFailedRemoval: opts.keepAsking ?? false } },
  ).start();
  return { actor, saves };
}

describe('settingsFormMachine', () => {
  it('saves the typed values, says so and takes the values the save gives back', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'draft.changed', draft: { apiKey: 'k', webhookToken: 't' } });
    actor.send({ type: 'saved' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(saves).toEqual([{ apiKey: 'k', webhookToken: 't' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      draft: EMPTY,
      notice: { error: false, text: 'Salvo.' },
    });
  });

  it('keeps the typed values when the save is refused, and says why as an error', async () => {
    const { actor } = start({ save: async () => failed('Chave recusada pelo Asaas.') });
    actor.send({ type: 'draft.changed', draft: { apiKey: 'k', webhookToken: 't' } });
    actor.send({ type: 'saved' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      draft: { apiKey: 'k', webhookToken: 't' },
      notice: { error: true, text: 'Chave recusada pelo Asaas.' },
    });
  });

  it('asks before removing, may be cancelled, and removes on confirmation', async () => {
    const { actor } = start();
    actor.send({ type: 'removal.confirmed' });
    expect(actor.getSnapshot().hasTag('removing')).toBe(false);
    actor.send({ type: 'removal.asked' });
    expect(actor.getSnapshot().hasTag('confirmingRemoval')).toBe(true);
    actor.send({ type: 'removal.cancelled' });
    expect(actor.getSnapshot().hasTag('confirmingRemoval')).toBe(false);
    actor.send({ type: 'removal.asked' });
    actor.send({ type: 'removal.confirmed' });
    expect(actor.getSnapshot().hasTag('removing')).toBe(true);
    await waitFor(actor, (s) => !s.hasTag('confirmingRemoval'));
    expect(actor.getSnapshot().context.notice).toEqual({ error: false, text: 'Removido.' });
  });

  it('after a refused removal asks again or goes back to "Remover", as the form chose', async () => {
    for (const keepAsking of [true, false]) {
      const { actor } = start({ keepAsking, remove: async () => failed('Falhou.') });
      actor.send({ type: 'removal.asked' });
      actor.send({ type: 'removal.confirmed' });
      await waitFor(actor, (s) => !s.hasTag('removing'));
      expect(actor.getSnapshot().hasTag('confirmingRemoval')).toBe(keepAsking);
      expect(actor.getSnapshot().context.notice).toEqual({ error: true, text: 'Falhou.' });
    }
  });

  it('saves while the removal is being asked, the two side by side', async () => {
    const { actor } = start({ save: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'removal.asked' });
    actor.send({ type: 'saved' });
    await waitFor(actor, (s) => !s.hasTag('saving'));
    expect(actor.getSnapshot().hasTag('confirmingRemoval')).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ error: true, text: COMMON_MSG.unknownError });
  });
});
