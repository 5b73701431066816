import { and, eq, lte, sql } from 'drizzle-orm';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import { formatDisplayDate } from '../../domain/dates';
import type { Db } from '../db/client';
import { assemblies } from '../db/schema-assemblies';
import { issueAssemblyDocument, associationOnDocument } from './assembly-documents';
import { categoryNames } from './assembly-rows';
import { formatDateTime } from './assembly-texts';
import { countResults } from './count-results';
import { notifyEligible } from './notify-eligible';
import { votingLink } from './publish-assembly';

const percent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/**
 * The ballots of the assembly written again in the order of their random ids: until then the
 * table's physical order is the order they were cast, which the voters' table shares.
 */
async function shuffleBallots(db: Db, assemblyId: number) {
  await db.execute(sql`create temporary table closing_ballots on commit drop as
    select * from assembly_ballots where assembly_id = ${assemblyId}`);
  await db.execute(sql`create temporary table closing_choices on commit drop as
    select c.* from assembly_ballot_choices c join closing_ballots b on b.id = c.ballot_id`);
  await db.execute(sql`delete from assembly_ballots where assembly_id = ${assemblyId}`);
  await db.execute(sql`insert into assembly_ballots select * from closing_ballots order by id`);
  await db.execute(
    sql`insert into assembly_ballot_choices select * from closing_choices order by ballot_id, option_id`,
  );
}

/** Closes one assembly whose vote has ended: the count, the minutes, the word to the eligible. */
async function closeOne(db: Db, assemblyId: number, publicUrl: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(assemblies).where(eq(assemblies.id, assemblyId)).for('update');
    if (!row || row.status !== 'published' || row.votingEndsAt > now) return false;
    await shuffleBallots(tx, assemblyId);
    const [closed] = await tx
      .update(assemblies)
      .set({ status: 'closed', closedAt: now })
      .where(eq(assemblies.id, assemblyId))
      .returning();
    const results = await countResults(tx, closed!);
    if (!results.ok) return false;
    const { eligibleCount, votedCount, questions, voters } = results.value;
    const categories = (await categoryNames(tx, row.associationId, row.votingCategoryIds)).map((c) => c.name);
    await issueAssemblyDocument(
      tx,
      assemblyId,
      'ata',
      {
        title: ASSEMBLY_MSG.minutesTitle,
        association: await associationOnDocument(tx, row.associationId),
        assemblyTitle: row.title,
        fields: [
          { label: 'Assembleia', value: `${ASSEMBLY_MSG.kinds[row.kind]}: ${row.title}` },
          {
            label: 'Votação',
            value: `De ${formatDateTime(row.votingStartsAt)} a ${formatDateTime(row.votingEndsAt)} (horário de Brasília)`,
          },
          {
            label: 'Quem pôde votar',
            value: `Membros adimplentes em ${formatDisplayDate(row.cutoffDay ?? '')} nas categorias ${categories.join(', ')}`,
          },
          { label: 'Comparecimento', value: ASSEMBLY_MSG.turnout(votedCount, eligibleCount) },
          {
            label: 'Quórum mínimo',
            value: row.quorumPercent > 0 ? `${row.quorumPercent}% dos membros aptos` : 'Sem quórum mínimo',
          },
        ],
        sections: [
          ...questions.map((q, i) => ({
            heading: `${i + 1}. ${q.text}${q.quorumReached ? '' : ` — ${ASSEMBLY_MSG.noQuorum}`}`,
            lines: q.options.map(
              (o) => `${o.label}: ${o.votes} ${o.votes === 1 ? 'voto' : 'votos'} (${percent(o.basisPoints)})`,
            ),
          })),
          {
            heading: `Membros aptos que votaram (${voters.length})`,
            lines: voters.length > 0 ? voters : ['Nenhum.'],
          },
        ],
      },
      now,
    );
    const link = votingLink(publicUrl, assemblyId);
    await notifyEligible(tx, assemblyId, row.associationId, {
      subject: `Resultado da votação: ${row.title}`,
      body: [
        `A votação "${row.title}" foi encerrada: ${ASSEMBLY_MSG.turnout(votedCount, eligibleCount)}.`,
        '',
        `Veja os resultados, o boletim de urna (confira o código do seu voto) e a ata em ${link}`,
      ].join('\n'),
      pushBody: `${ASSEMBLY_MSG.turnout(votedCount, eligibleCount)}.\n${link}`,
    });
    return true;
  });
}

/**
 * The `assembleias` job (every minute): each vote whose "Encerramento da votação" has passed is
 * closed, once — a second run, or a second instance, finds it closed and does nothing.
 */
export async function closeEndedAssemblies(
  db: Db,
  publicUrl: string,
  now = new Date(),
): Promise<{ closed: number }> {
  const due = await db
    .select({ id: assemblies.id })
    .from(assemblies)
    .where(and(eq(assemblies.status, 'published'), lte(assemblies.votingEndsAt, now)));
  let closed = 0;
  for (const { id } of due) if (await closeOne(db, id, publicUrl, now)) closed++;
  return { closed };
}
