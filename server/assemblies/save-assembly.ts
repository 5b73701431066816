import { eq } from 'drizzle-orm';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { AssemblyBody, AssemblyDetail } from '../../domain/contract/gestao-assemblies';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { Db } from '../db/client';
import { assemblies, assemblyOptions, assemblyQuestions } from '../db/schema-assemblies';
import { recordAudit } from '../gestao/audit/record-audit';
import type { StaffSession } from '../gestao/staff-accounts';
import { categoryNames, findAssembly } from './assembly-rows';
import { assemblyDetail } from './assembly-detail';

/** What the body's shape cannot say: dates in order, the association's categories, sound questions. */
async function problemOf(
  db: Db,
  associationId: number,
  body: AssemblyBody,
  now: Date,
): Promise<string | null> {
  const startsAt = new Date(body.votingStartsAt);
  const endsAt = new Date(body.votingEndsAt);
  if (!(startsAt < endsAt)) return ASSEMBLY_MSG.datesInvalid;
  if (endsAt <= now) return ASSEMBLY_MSG.endInPast;
  const ids = [...new Set(body.votingCategoryIds)];
  if (ids.length === 0) return ASSEMBLY_MSG.categoriesRequired;
  if ((await categoryNames(db, associationId, ids)).length !== ids.length)
    return ASSEMBLY_MSG.categoryUnknown;
  for (const q of body.questions) {
    const labels = q.options.map((o) => o.trim().toLocaleLowerCase('pt-BR'));
    if (new Set(labels).size !== labels.length || labels.length < 2) return ASSEMBLY_MSG.questionInvalid;
    if (q.maxChoices > q.options.length) return ASSEMBLY_MSG.choicesInvalid;
  }
  return null;
}

const columnsOf = (body: AssemblyBody) => ({
  title: body.title,
  kind: body.kind,
  votingStartsAt: new Date(body.votingStartsAt),
  votingEndsAt: new Date(body.votingEndsAt),
  cutoffDay: body.cutoffDay,
  noticeDays: body.noticeDays,
  quorumPercent: body.quorumPercent,
  votingCategoryIds: [...new Set(body.votingCategoryIds)],
});

async function writeAgenda(db: Db, assemblyId: number, body: AssemblyBody) {
  await db.delete(assemblyQuestions).where(eq(assemblyQuestions.assemblyId, assemblyId));
  for (const [position, q] of body.questions.entries()) {
    const [question] = await db
      .insert(assemblyQuestions)
      .values({ assemblyId, position, text: q.text, maxChoices: q.maxChoices })
      .returning({ id: assemblyQuestions.id });
    await db
      .insert(assemblyOptions)
      .values(q.options.map((label, i) => ({ questionId: question!.id, position: i, label: label.trim() })));
  }
}

/** "Nova assembleia": a draft, which may change until its notice is published. */
export async function createAssembly(
  db: Db,
  who: StaffSession,
  body: AssemblyBody,
  now = new Date(),
): Promise<Outcome<AssemblyDetail>> {
  const problem = await problemOf(db, who.associationId, body, now);
  if (problem) return failed(problem);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assemblies)
      .values({ associationId: who.associationId, createdBy: who.id, ...columnsOf(body) })
      .returning({ id: assemblies.id });
    await writeAgenda(tx, row!.id, body);
    await recordAudit(tx, who, {
      action: 'assembly.created',
      entity: 'assembly',
      entityId: row!.id,
      after: { title: body.title, votingStartsAt: body.votingStartsAt, votingEndsAt: body.votingEndsAt },
    });
    return row!.id;
  });
  return succeeded((await assemblyDetail(db, who.associationId, id, now))!);
}

/** Editing a draft; once the notice is out, nothing of the vote can change. */
export async function updateAssembly(
  db: Db,
  who: StaffSession,
  assemblyId: number,
  body: AssemblyBody,
  now = new Date(),
): Promise<Outcome<AssemblyDetail>> {
  if (!(await findAssembly(db, who.associationId, assemblyId))) return failed(ASSEMBLY_MSG.notFound, 404);
  const problem = await problemOf(db, who.associationId, body, now);
  if (problem) return failed(problem);
  const outcome = await db.transaction(async (tx): Promise<Outcome<undefined>> => {
    const row = await findAssembly(tx, who.associationId, assemblyId);
    if (!row) return failed(ASSEMBLY_MSG.notFound, 404);
    // Locked, so a publication racing this edit sees either the old or the new agenda, whole.
    const [locked] = await tx
      .select({ status: assemblies.status })
      .from(assemblies)
      .where(eq(assemblies.id, assemblyId))
      .for('update');
    if (locked?.status !== 'draft') return failed(ASSEMBLY_MSG.frozen, 409);
    await tx.update(assemblies).set(columnsOf(body)).where(eq(assemblies.id, assemblyId));
    await writeAgenda(tx, assemblyId, body);
    await recordAudit(tx, who, {
      action: 'assembly.updated',
      entity: 'assembly',
      entityId: assemblyId,
      after: { title: body.title, votingStartsAt: body.votingStartsAt, votingEndsAt: body.votingEndsAt },
    });
    return succeeded(undefined);
  });
  if (!outcome.ok) return outcome;
  return succeeded((await assemblyDetail(db, who.associationId, assemblyId, now))!);
}
