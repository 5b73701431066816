import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSEMBLY_MSG } from '../../../domain/assembly-messages';
import type {
  AssemblyBody,
  AssemblyDetail,
  AssemblyResults,
} from '../../../domain/contract/gestao-assemblies';
import type { MemberVotingDetail } from '../../../domain/contract/votings';
import { formatDisplayDate } from '../../../domain/dates';
import { castVote } from '../../../server/assemblies/cast-vote';
import { closeEndedAssemblies } from '../../../server/assemblies/close-assemblies';
import { addDays, todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { rowsOf } from '../../../server/db/rows-of';
import { cashFlowItems, members, memberships, outboundMessages } from '../../../server/db/schema';
import { assemblyBallots, assemblyVoters } from '../../../server/db/schema-assemblies';
import { pdfText } from '../documents/pdf-text';
import { gestao } from '../gestao/support';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { memberGet, memberPost } from '../support/member-calls';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { memberIdOf, pinToken } from '../support/wallet';

let t: TestContext;
let staff: StaffTokens;
let maria: string;
let mariaId: number;
let pedro: string;

const MINUTE = 60_000;
const TITULAR = 601;
const ASPIRANTE = 501;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffTokens(t);
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, 'membro@exemplo.com.br');
});
afterAll(() => t.close());

const body = (over: Partial<AssemblyBody> = {}): AssemblyBody => ({
  title: 'Assembleia Geral Ordinária 2026',
  kind: 'ordinaria',
  votingStartsAt: new Date(Date.now() - MINUTE).toISOString(),
  votingEndsAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
  cutoffDay: null,
  noticeDays: 0,
  votingCategoryIds: [TITULAR, ASPIRANTE],
  quorumPercent: 0,
  questions: [
    { text: 'Aprovação das contas de 2025', options: ['Sim', 'Não', 'Abstenção'], maxChoices: 1 },
    { text: 'Conselho fiscal', options: ['Ana', 'Bruno', 'Carla'], maxChoices: 2 },
  ],
  ...over,
});

async function create(over: Partial<AssemblyBody> = {}, token = staff.gestor): Promise<AssemblyDetail> {
  const res = await gestao(t, token, 'POST', '/assemblies', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().assembly as AssemblyDetail;
}

async function publish(id: number, token = staff.gestor): Promise<AssemblyDetail> {
  const res = await gestao(t, token, 'POST', `/assemblies/${id}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().assembly as AssemblyDetail;
}

/** Each question's first options, as many as it allows. */
const choicesOf = (a: AssemblyDetail, pick = 0) =>
  a.questions.map((q) => ({
    questionId: q.id,
    optionIds: q.options.slice(pick, pick + 1).map((o) => o.id),
  }));

const vote = (token: string, id: number, payload: object) =>
  memberPost(t, token, `/api/votacoes/${id}/voto`, payload);

/** Maria's overdue contribution of last month, paid (or not) at a given moment. */
async function mariaOverdue() {
  const [item] = await t.database.db
    .select()
    .from(cashFlowItems)
    .where(
      and(
        eq(cashFlowItems.memberId, mariaId),
        isNull(cashFlowItems.paidAt),
        sql`${cashFlowItems.dueAt} < now()`,
      ),
    );
  return item;
}

describe('Assembleias: eligibility frozen at the cut-off', () => {
  it('an active member of a voting category with no item overdue at the cut-off day may vote; one overdue may not', async () => {
    const overdue = await mariaOverdue();
    expect(overdue).toBeDefined();
    const a = await publish((await create()).id);
    // Pedro's annuity falls due in 10 days: not overdue. Maria's contribution of last month is.
    expect(a.status).toBe('published');
    expect(a.cutoffDay).toBe(todayInSaoPaulo());
    expect(a.eligible.map((e) => e.name)).toEqual(['Pedro Demo Costa']);
    expect(a.eligibleCount).toBe(1);

    const refused = await vote(maria, a.id, { pinToken: await pinToken(t, maria), choices: choicesOf(a) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      ok: false,
      message: `Apenas membros adimplentes em ${formatDisplayDate(todayInSaoPaulo())} nas categorias Titular, Aspirante podem votar.`,
    });
  });

  it('paying after the cut-off does not make one eligible; paying before it does; the list stays frozen', async () => {
    const overdue = (await mariaOverdue())!;
    const yesterday = addDays(todayInSaoPaulo(), -1);
    const before = await create({ cutoffDay: yesterday });
    const frozen = await publish((await create()).id);
    await t.database.db
      .update(cashFlowItems)
      .set({ paidAt: new Date() })
      .where(eq(cashFlowItems.id, overdue.id));

    const atYesterday = await publish(before.id);
    expect(atYesterday.eligible.map((e) => e.name)).toEqual(['Pedro Demo Costa']);
    const today = await publish((await create()).id);
    expect(today.eligible.map((e) => e.name)).toEqual(['Maria Demo Silva', 'Pedro Demo Costa']);

    const again = await gestao(t, staff.gestor, 'GET', `/assemblies/${frozen.id}`);
    expect((again.json().assembly as AssemblyDetail).eligible.map((e) => e.name)).toEqual([
      'Pedro Demo Costa',
    ]);
  });

  it('only the voting categories count, and a member of another category is told why', async () => {
    const a = await publish((await create({ votingCategoryIds: [TITULAR] })).id);
    expect(a.eligible.map((e) => e.name)).toEqual(['Maria Demo Silva']);
    const detail = await memberGet(t, pedro, `/api/votacoes/${a.id}`);
    expect(detail.statusCode).toBe(200);
    const voting = detail.json().voting as MemberVotingDetail;
    expect(voting.eligible).toBe(false);
    expect(voting.ineligibleReason).toBe(
      `Apenas membros adimplentes em ${formatDisplayDate(todayInSaoPaulo())} nas categorias Titular podem votar.`,
    );
    const res = await vote(pedro, a.id, { pinToken: await pinToken(t, pedro), choices: choicesOf(a) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(voting.ineligibleReason);
  });

  it('the notice goes to every eligible member by e-mail, with its agenda and how to vote', async () => {
    const a = await publish((await create({ title: 'AGE de dezembro', votingCategoryIds: [TITULAR] })).id);
    const sent = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, `${ASSEMBLY_MSG.noticeTitle}: AGE de dezembro`));
    expect(sent.map((m) => m.recipient)).toEqual(['membro@exemplo.com.br']);
    expect(sent[0]!.body).toContain('1. Aprovação das contas de 2025 — opções: Sim, Não, Abstenção');
    expect(sent[0]!.body).toContain(`/votacoes/${a.id}`);
    expect(sent[0]!.associationId).toBe(428);
  });
});

describe('Assembleias: what staff may do', () => {
  it('refuses bad input in pt-BR and changes nothing', async () => {
    const cases: [Partial<AssemblyBody>, string][] = [
      [{ votingEndsAt: new Date(Date.now() - 2 * MINUTE).toISOString() }, ASSEMBLY_MSG.datesInvalid],
      [{ votingCategoryIds: [999_999] }, ASSEMBLY_MSG.categoryUnknown],
      [{ questions: [{ text: 'X', options: ['Sim', 'sim'], maxChoices: 1 }] }, ASSEMBLY_MSG.questionInvalid],
      [{ questions: [{ text: 'X', options: ['Sim', 'Não'], maxChoices: 3 }] }, ASSEMBLY_MSG.choicesInvalid],
    ];
    const before = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from assemblies`),
    )[0]!.n;
    for (const [over, message] of cases) {
      const res = await gestao(t, staff.gestor, 'POST', '/assemblies', body(over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    }
    const malformed = await gestao(t, staff.gestor, 'POST', '/assemblies', { title: 3 });
    expect(malformed.statusCode).toBe(400);
    const after = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from assemblies`),
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('gestor only, and never another association’s assembly', async () => {
    const a = await create();
    expect((await gestao(t, staff.financeiro, 'GET', '/assemblies')).statusCode).toBe(403);
    expect((await gestao(t, null, 'GET', '/assemblies')).statusCode).toBe(401);
    expect((await gestao(t, maria, 'GET', '/assemblies')).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', `/assemblies/${a.id}`],
      ['PUT', `/assemblies/${a.id}`],
      ['POST', `/assemblies/${a.id}/publish`],
      ['POST', `/assemblies/${a.id}/cancel`],
      ['GET', `/assemblies/${a.id}/results`],
    ] as const) {
      const payload = method === 'PUT' ? body() : url.endsWith('cancel') ? { reason: 'x' } : undefined;
      const res = await gestao(t, staff.psi, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await gestao(t, staff.psi, 'GET', '/assemblies');
    expect(list.json().assemblies).toEqual([]);
  });

  it('a draft can change; after the notice its questions, options and dates cannot', async () => {
    const a = await create();
    const edited = await gestao(
      t,
      staff.gestor,
      'PUT',
      `/assemblies/${a.id}`,
      body({ title: 'Novo título' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().assembly.title).toBe('Novo título');
    await publish(a.id);
    const frozen = await gestao(t, staff.gestor, 'PUT', `/assemblies/${a.id}`, body({ title: 'Outro' }));
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({ ok: false, message: ASSEMBLY_MSG.frozen });
    const twice = await gestao(t, staff.gestor, 'POST', `/assemblies/${a.id}/publish`);
    expect(twice.statusCode).toBe(409);
  });

  it('the statute’s notice: voting may not start before the notice days have passed', async () => {
    const a = await create({ noticeDays: 8 });
    const res = await gestao(t, staff.gestor, 'POST', `/assemblies/${a.id}/publish`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ASSEMBLY_MSG.noticeTooShort(8));
    const cutoff = await create({ cutoffDay: addDays(todayInSaoPaulo(), 2) });
    const late = await gestao(t, staff.gestor, 'POST', `/assemblies/${cutoff.id}/publish`);
    expect(late.json().message).toBe(ASSEMBLY_MSG.cutoffAfterPublication);
  });

  it('cancelling with a reason tells those who got the notice, and no vote is taken after', async () => {
    const a = await publish((await create({ title: 'AGE cancelada', votingCategoryIds: [TITULAR] })).id);
    const noReason = await gestao(t, staff.gestor, 'POST', `/assemblies/${a.id}/cancel`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const res = await gestao(t, staff.gestor, 'POST', `/assemblies/${a.id}/cancel`, {
      reason: 'Convocação refeita com nova pauta',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().assembly.status).toBe('cancelled');
    const told = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.subject, 'Assembleia cancelada: AGE cancelada'));
    expect(told.map((m) => m.recipient)).toEqual(['membro@exemplo.com.br']);
    const refused = await vote(maria, a.id, { pinToken: await pinToken(t, maria), choices: choicesOf(a) });
    expect(refused.json()).toEqual({ ok: false, message: ASSEMBLY_MSG.cancelled });
  });
});

describe('Assembleias: the vote', () => {
  it('refuses a vote before start, an option not on the question, too many choices, a staff token, another association', async () => {
    const later = await publish(
      (
        await create({
          votingCategoryIds: [TITULAR],
          votingStartsAt: new Date(Date.now() + 30 * MINUTE).toISOString(),
        })
      ).id,
    );
    const pin = await pinToken(t, maria);
    expect((await vote(maria, later.id, { pinToken: pin, choices: choicesOf(later) })).json().message).toBe(
      ASSEMBLY_MSG.notOpenYet,
    );

    const a = await publish((await create({ votingCategoryIds: [TITULAR] })).id);
    const [q1, q2] = a.questions;
    const wrongOption = [
      { questionId: q1!.id, optionIds: [q2!.options[0]!.id] },
      { questionId: q2!.id, optionIds: [q2!.options[0]!.id] },
    ];
    expect((await vote(maria, a.id, { pinToken: pin, choices: wrongOption })).json().message).toBe(
      ASSEMBLY_MSG.optionNotOnQuestion,
    );
    const tooMany = [
      { questionId: q1!.id, optionIds: [q1!.options[0]!.id] },
      { questionId: q2!.id, optionIds: q2!.options.map((o) => o.id) },
    ];
    expect((await vote(maria, a.id, { pinToken: pin, choices: tooMany })).json().message).toBe(
      ASSEMBLY_MSG.tooManyChoices(2),
    );
    const missing = [{ questionId: q1!.id, optionIds: [q1!.options[0]!.id] }];
    expect((await vote(maria, a.id, { pinToken: pin, choices: missing })).json().message).toBe(
      ASSEMBLY_MSG.answerEveryQuestion,
    );
    const noPin = await vote(maria, a.id, { pinToken: 'x', choices: choicesOf(a) });
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json().message).toBe(ASSEMBLY_MSG.pinRequired);
    const asStaff = await vote(staff.gestor, a.id, { pinToken: pin, choices: choicesOf(a) });
    expect(asStaff.statusCode).toBe(401);
    const malformed = await vote(maria, a.id, { pinToken: pin, choices: 'todas' });
    expect(malformed.statusCode).toBe(400);

    const psiCategories = rowsOf<{ category_id: number }>(
      await t.database.db.execute(sql`select category_id from issuer_categories where issuer_id = 1024839`),
    );
    const psi = await publish(
      (await create({ votingCategoryIds: psiCategories.map((c) => c.category_id) }, staff.psi)).id,
      staff.psi,
    );
    for (const id of [psi.id, 999_999]) {
      const elsewhere = await vote(maria, id, { pinToken: pin, choices: choicesOf(a) });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().message).toBe(ASSEMBLY_MSG.votingNotFound);
      for (const url of ['', '/edital.pdf', '/ata.pdf']) {
        expect((await memberGet(t, maria, `/api/votacoes/${id}${url}`)).statusCode).toBe(404);
      }
    }
    expect(
      await t.database.db.select().from(assemblyVoters).where(eq(assemblyVoters.assemblyId, a.id)),
    ).toEqual([]);
  });

  it('one vote per member under 50 concurrent requests; the turnout only while open, no partial results', async () => {
    const a = await publish((await create({ votingCategoryIds: [TITULAR] })).id);
    const pin = await pinToken(t, maria);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => vote(maria, a.id, { pinToken: pin, choices: choicesOf(a) })),
    );
    const accepted = answers.filter((r) => r.statusCode === 201);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(49).fill(ASSEMBLY_MSG.alreadyVoted),
    );
    const receipt = accepted[0]!.json().receiptCode as string;
    expect(receipt).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [ballots] = await t.database.db
      .select({ n: count() })
      .from(assemblyBallots)
      .where(eq(assemblyBallots.assemblyId, a.id));
    expect(ballots!.n).toBe(1);

    const detail = await gestao(t, staff.gestor, 'GET', `/assemblies/${a.id}`);
    expect(detail.json().assembly).toMatchObject({ votedCount: 1, eligibleCount: 1 });
    expect(JSON.stringify(detail.json())).not.toMatch(/votes|tally|basisPoints/);
    const results = await gestao(t, staff.gestor, 'GET', `/assemblies/${a.id}/results`);
    expect(results.statusCode).toBe(409);
    expect(results.json()).toEqual({ ok: false, message: ASSEMBLY_MSG.resultsNotYet });
    const member = (await memberGet(t, maria, `/api/votacoes/${a.id}`)).json().voting as MemberVotingDetail;
    expect(member).toMatchObject({ phase: 'open', hasVoted: true, results: null });
  });
});

describe('Assembleias: closing, results, tally and minutes', () => {
  it('the job closes at the end (once), counts per question with quorum, tally = turnout, minutes verify', async () => {
    // 40 more Titulares in good standing, 30 of whom vote.
    const people = await t.database.db
      .insert(members)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          name: `Eleitor ${String(i).padStart(2, '0')}`,
          cpf: `9${String(i).padStart(10, '0')}`,
        })),
      )
      .returning({ id: members.id });
    await t.database.db
      .insert(memberships)
      .values(people.map((p) => ({ memberId: p.id, associationId: 428, categoryId: TITULAR, status: 'A' })));
    const a = await publish(
      (await create({ title: 'Eleição da diretoria', votingCategoryIds: [TITULAR], quorumPercent: 80 })).id,
    );
    expect(a.eligibleCount).toBe(41);
    const pin = await pinToken(t, maria);
    const mine = (await vote(maria, a.id, { pinToken: pin, choices: choicesOf(a, 1) })).json()
      .receiptCode as string;
    for (const [i, p] of people.slice(0, 30).entries()) {
      const cast = await castVote(t.database.db, p.id, a.id, { pinToken: '-', choices: choicesOf(a, i % 3) });
      expect(cast.ok).toBe(true);
    }

    expect(await closeEndedAssemblies(t.database.db, 'http://localhost:3000', new Date())).toEqual({
      closed: 0,
    });
    const end = new Date(a.votingEndsAt);
    // (The other files' votes of this file end at the same hour: they close too.)
    expect((await closeEndedAssemblies(t.database.db, 'http://localhost:3000', end)).closed).toBeGreaterThan(
      0,
    );
    expect(await closeEndedAssemblies(t.database.db, 'http://localhost:3000', end)).toEqual({ closed: 0 });

    const res = await gestao(t, staff.gestor, 'GET', `/assemblies/${a.id}/results`);
    expect(res.statusCode).toBe(200);
    const results = res.json() as AssemblyResults;
    expect(results).toMatchObject({ eligibleCount: 41, votedCount: 31, quorumPercent: 80 });
    expect(results.tally).toHaveLength(31);
    expect(results.tally.map((e) => e.receiptCode)).toContain(mine);
    // 31 of 41 is under 80%: "Sem quórum" on each question.
    expect(results.questions.map((q) => [q.ballots, q.quorumReached])).toEqual([
      [31, false],
      [31, false],
    ]);
    const [accounts] = results.questions;
    expect(accounts!.options.map((o) => o.votes)).toEqual([10, 11, 10]);
    expect(accounts!.options.reduce((sum, o) => sum + o.votes, 0)).toBe(results.votedCount);
    for (const q of results.questions) {
      const counted = results.tally.flatMap((e) =>
        e.optionIds.filter((id) => q.options.some((o) => o.id === id)),
      );
      expect(counted).toHaveLength(q.options.reduce((sum, o) => sum + o.votes, 0));
    }
    expect(results.voters).toHaveLength(31);
    expect(results.voters).toContain('Maria Demo Silva');

    const voting = (await memberGet(t, maria, `/api/votacoes/${a.id}`)).json().voting as MemberVotingDetail;
    expect(voting.phase).toBe('closed');
    expect(voting.results?.tally.map((e) => e.receiptCode)).toContain(mine);
    expect(voting.hasMinutes).toBe(true);
    const late = await vote(maria, a.id, { pinToken: pin, choices: choicesOf(a) });
    expect(late.json().message).toBe(ASSEMBLY_MSG.closed);

    const detail = (await gestao(t, staff.gestor, 'GET', `/assemblies/${a.id}`)).json()
      .assembly as AssemblyDetail;
    expect(detail.status).toBe('closed');
    for (const [file, code, title] of [
      ['ata.pdf', detail.minutesCode!, ASSEMBLY_MSG.minutesTitle],
      ['edital.pdf', detail.noticeCode!, ASSEMBLY_MSG.noticeTitle],
    ] as const) {
      const pdf = await gestao(t, staff.gestor, 'GET', `/assemblies/${a.id}/${file}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['x-codigo-verificacao']).toBe(code);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(title);
      expect(text).toContain(code);
      const checked = await t.app.inject({ method: 'GET', url: `/api/verificar/${code}` });
      expect(checked.json()).toMatchObject({
        valid: true,
        title,
        associationName: 'Sociedade Demo de Oftalmologia',
      });
    }
    const minutes = pdfText((await memberGet(t, maria, `/api/votacoes/${a.id}/ata.pdf`)).rawPayload);
    expect(minutes).toContain('31 de 41 votaram');
    expect(minutes).toContain('Sem quórum');
    expect(minutes).toContain('Maria Demo Silva');
    expect(minutes).toMatch(/Sim: 10 votos \(32,3%\)/);
  });
});

describe('Ballot secrecy', () => {
  it('no column of the ballot tables refers to members; random ids; the day only', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      await t.database.db.execute(sql`
        select table_name, column_name, data_type from information_schema.columns
        where table_name in ('assembly_ballots', 'assembly_ballot_choices') order by table_name, column_name`),
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}:${c.data_type}`)).toEqual([
      'assembly_ballot_choices.ballot_id:uuid',
      'assembly_ballot_choices.option_id:integer',
      'assembly_ballots.assembly_id:integer',
      'assembly_ballots.cast_on:date',
      'assembly_ballots.id:uuid',
      'assembly_ballots.receipt_code:text',
    ]);
    const references = rowsOf<{ table_name: string; foreign_table: string }>(
      await t.database.db.execute(sql`
        select tc.table_name, ccu.table_name as foreign_table
        from information_schema.table_constraints tc
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_name in ('assembly_ballots', 'assembly_ballot_choices')`),
    );
    expect(references.map((r) => r.foreign_table).sort()).toEqual([
      'assemblies',
      'assembly_ballots',
      'assembly_options',
    ]);
    const voterColumns = rowsOf<{ column_name: string }>(
      await t.database.db.execute(sql`
        select column_name from information_schema.columns where table_name = 'assembly_voters' order by 1`),
    );
    expect(voterColumns.map((c) => c.column_name)).toEqual(['assembly_id', 'member_id']);
    // Ids are random, not a sequence: nothing to order ballots by the moment they were cast.
    const ids = await t.database.db.select({ id: assemblyBallots.id }).from(assemblyBallots);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids.map((r) => r.id.slice(0, 8))).size).toBe(ids.length);
  });
});
