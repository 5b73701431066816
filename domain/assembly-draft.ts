import { ASSEMBLY_MSG } from './assembly-messages';
import type { AssemblyBody, AssemblyKind } from './contract/gestao-assemblies';
import type { Outcome } from './outcome';

/** One question as typed: its options one a line. */
export interface QuestionDraft {
  text: string;
  optionsText: string;
  maxChoices: string;
}

/** "Nova assembleia" as typed: dates and times of São Paulo from the form's fields. */
export interface AssemblyDraft {
  title: string;
  kind: AssemblyKind;
  /** YYYY-MM-DDTHH:mm, São Paulo. */
  votingStartsAt: string;
  votingEndsAt: string;
  /** YYYY-MM-DD; empty: the day the notice is published. */
  cutoffDay: string;
  noticeDays: string;
  categoryIds: number[];
  quorumPercent: string;
  questions: QuestionDraft[];
}

export const emptyQuestion = (): QuestionDraft => ({
  text: '',
  optionsText: ASSEMBLY_MSG.defaultOptions.join('\n'),
  maxChoices: '1',
});

export const emptyAssemblyDraft = (): AssemblyDraft => ({
  title: '',
  kind: 'ordinaria',
  votingStartsAt: '',
  votingEndsAt: '',
  cutoffDay: '',
  noticeDays: '0',
  categoryIds: [],
  quorumPercent: '0',
  questions: [emptyQuestion()],
});

const LOCAL_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
// Brazil has kept no daylight saving time since 2019: São Paulo is UTC−3 all year.
const fromSaoPaulo = (local: string) => `${local}:00-03:00`;
const wholeNumber = (s: string) => (/^\d{1,3}$/.test(s.trim()) ? Number(s.trim()) : null);

export const DRAFT_MSG = {
  titleRequired: 'Informe o título.',
  datesRequired: 'Informe o início e o encerramento da votação.',
  numberInvalid: 'Use números inteiros nos campos de dias, quórum e escolhas.',
  quorumRange: 'O quórum mínimo vai de 0 a 100%.',
} as const;

/** The body of the call, or the first thing to fix, in pt-BR. */
export function assemblyBodyOf(draft: AssemblyDraft): Outcome<AssemblyBody> {
  const fail = (message: string) => ({ ok: false as const, message });
  if (!draft.title.trim()) return fail(DRAFT_MSG.titleRequired);
  if (!LOCAL_RE.test(draft.votingStartsAt) || !LOCAL_RE.test(draft.votingEndsAt)) {
    return fail(DRAFT_MSG.datesRequired);
  }
  if (draft.votingEndsAt <= draft.votingStartsAt) return fail(ASSEMBLY_MSG.datesInvalid);
  if (draft.categoryIds.length === 0) return fail(ASSEMBLY_MSG.categoriesRequired);
  const noticeDays = wholeNumber(draft.noticeDays);
  const quorumPercent = wholeNumber(draft.quorumPercent);
  if (noticeDays === null || quorumPercent === null) return fail(DRAFT_MSG.numberInvalid);
  if (quorumPercent > 100) return fail(DRAFT_MSG.quorumRange);
  const questions = [];
  for (const q of draft.questions) {
    const options = q.optionsText
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean);
    const maxChoices = wholeNumber(q.maxChoices);
    if (maxChoices === null) return fail(DRAFT_MSG.numberInvalid);
    const distinct = new Set(options.map((o) => o.toLocaleLowerCase('pt-BR')));
    if (!q.text.trim() || options.length < 2 || distinct.size !== options.length) {
      return fail(ASSEMBLY_MSG.questionInvalid);
    }
    if (maxChoices < 1 || maxChoices > options.length) return fail(ASSEMBLY_MSG.choicesInvalid);
    questions.push({ text: q.text.trim(), options, maxChoices });
  }
  return {
    ok: true,
    value: {
      title: draft.title.trim(),
      kind: draft.kind,
      votingStartsAt: new Date(fromSaoPaulo(draft.votingStartsAt)).toISOString(),
      votingEndsAt: new Date(fromSaoPaulo(draft.votingEndsAt)).toISOString(),
      cutoffDay: draft.cutoffDay || null,
      noticeDays,
      votingCategoryIds: draft.categoryIds,
      quorumPercent,
      questions,
    },
  };
}
