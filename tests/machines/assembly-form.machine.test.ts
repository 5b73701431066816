import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import { DRAFT_MSG } from '../../domain/assembly-draft';
import type { AssemblyBody, AssemblyDetail } from '../../domain/contract/gestao-assemblies';
import type { Outcome } from '../../domain/outcome';
import { assemblyFormMachine } from '../../machines/assembly-form.machine';

function start(answer: Outcome<AssemblyDetail>) {
  const sent: AssemblyBody[] = [];
  const actor = createActor(
    assemblyFormMachine.provide({
      actors: {
        save: fromPromise<Outcome<AssemblyDetail>, AssemblyBody>(async ({ input }) => {
          sent.push(input);
          return answer;
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

const saved = { id: 7, title: 'AGO 2026' } as AssemblyDetail;

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.changed', field: 'title', value: ' AGO 2026 ' });
  actor.send({ type: 'field.changed', field: 'votingStartsAt', value: '2026-12-10T09:00' });
  actor.send({ type: 'field.changed', field: 'votingEndsAt', value: '2026-12-10T18:00' });
  actor.send({ type: 'category.toggled', categoryId: 601 });
  actor.send({ type: 'question.changed', index: 0, field: 'text', value: 'Contas de 2025' });
}

describe('assembly form machine', () => {
  it('checks before calling: title, dates, categories, questions', async () => {
    const { actor, sent } = start({ ok: true, value: saved });
    actor.send({ type: 'submitted' });
    expect(actor.getSnapshot().context.error).toBe(DRAFT_MSG.titleRequired);
    fill(actor);
    actor.send({ type: 'category.toggled', categoryId: 601 });
    actor.send({ type: 'submitted' });
    expect(actor.getSnapshot().context.error).toBe(ASSEMBLY_MSG.categoriesRequired);
    actor.send({ type: 'category.toggled', categoryId: 601 });
    actor.send({ type: 'field.changed', field: 'votingEndsAt', value: '2026-12-10T08:00' });
    actor.send({ type: 'submitted' });
    expect(actor.getSnapshot().context.error).toBe(ASSEMBLY_MSG.datesInvalid);
    actor.send({ type: 'field.changed', field: 'votingEndsAt', value: '2026-12-10T18:00' });
    actor.send({ type: 'question.changed', index: 0, field: 'maxChoices', value: '4' });
    actor.send({ type: 'submitted' });
    expect(actor.getSnapshot().context.error).toBe(ASSEMBLY_MSG.choicesInvalid);
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('sends the body in São Paulo time with the default options, and is done with the saved draft', async () => {
    const { actor, sent } = start({ ok: true, value: saved });
    fill(actor);
    actor.send({ type: 'question.added' });
    actor.send({ type: 'question.changed', index: 1, field: 'text', value: 'Diretoria' });
    actor.send({ type: 'question.changed', index: 1, field: 'optionsText', value: 'Chapa 1\n\nChapa 2\n' });
    actor.send({ type: 'submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([
      {
        title: 'AGO 2026',
        kind: 'ordinaria',
        votingStartsAt: '2026-12-10T12:00:00.000Z',
        votingEndsAt: '2026-12-10T21:00:00.000Z',
        cutoffDay: null,
        noticeDays: 0,
        votingCategoryIds: [601],
        quorumPercent: 0,
        questions: [
          { text: 'Contas de 2025', options: ['Sim', 'Não', 'Abstenção'], maxChoices: 1 },
          { text: 'Diretoria', options: ['Chapa 1', 'Chapa 2'], maxChoices: 1 },
        ],
      },
    ]);
    expect(actor.getSnapshot().output).toBe(saved);
  });

  it('shows the server’s refusal and lets the gestor fix it', async () => {
    const { actor } = start({ ok: false, message: ASSEMBLY_MSG.categoryUnknown });
    fill(actor);
    actor.send({ type: 'submitted' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(ASSEMBLY_MSG.categoryUnknown);
    actor.send({ type: 'question.removed', index: 0 });
    expect(actor.getSnapshot().context.draft.questions).toHaveLength(1);
  });
});
