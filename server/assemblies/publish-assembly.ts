import { count, eq, sql } from 'drizzle-orm';
import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { AssemblyDetail } from '../../domain/contract/gestao-assemblies';
import { formatDisplayDate } from '../../domain/dates';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import { todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { assemblies, assemblyEligible } from '../db/schema-assemblies';
import { recordAudit } from '../gestao/audit/record-audit';
import type { StaffSession } from '../gestao/staff-accounts';
import { assemblyDetail } from './assembly-detail';
import { issueAssemblyDocument, associationOnDocument } from './assembly-documents';
import { categoryNames, findAssembly, questionsOf } from './assembly-rows';
import { agendaLines, noticeText, votingWindow, whoMayVote, type NoticeFacts } from './assembly-texts';
import { eligibleAtCutoff } from './eligible-members';
import { notifyEligible } from './notify-eligible';

const DAY_MS = 86_400_000;

export const votingLink = (publicUrl: string, assemblyId: number) => `${publicUrl}/votacoes/${assemblyId}`;

/**
 * "Publicar edital": the list of who may vote is frozen (good standing at the cut-off day), the
 * notice is issued with its verification code and goes to each of them by e-mail and Web Push.
 * From then on the agenda and the dates stay as they are.
 */
export async function publishAssembly(
  db: Db,
  who: StaffSession,
  assemblyId: number,
  publicUrl: string,
  now = new Date(),
): Promise<Outcome<AssemblyDetail>> {
  const outcome = await db.transaction(async (tx): Promise<Outcome<undefined>> => {
    const found = await findAssembly(tx, who.associationId, assemblyId);
    if (!found) return failed(ASSEMBLY_MSG.notFound, 404);
    const [row] = await tx.select().from(assemblies).where(eq(assemblies.id, assemblyId)).for('update');
    if (!row || row.status !== 'draft') return failed(ASSEMBLY_MSG.notDraft, 409);
    const today = todayInSaoPaulo(now);
    const cutoffDay = row.cutoffDay ?? today;
    if (cutoffDay > today) return failed(ASSEMBLY_MSG.cutoffAfterPublication);
    if (row.votingEndsAt <= now) return failed(ASSEMBLY_MSG.endInPast);
    if (row.noticeDays > 0 && row.votingStartsAt.getTime() < now.getTime() + row.noticeDays * DAY_MS) {
      return failed(ASSEMBLY_MSG.noticeTooShort(row.noticeDays));
    }

    await tx.execute(sql`
      insert into assembly_eligible (assembly_id, member_id, member_name)
      select ${assemblyId}, e.member_id, e.member_name
      from (${eligibleAtCutoff(who.associationId, row.votingCategoryIds, cutoffDay)}) e`);
    const [counted] = await tx
      .select({ n: count() })
      .from(assemblyEligible)
      .where(eq(assemblyEligible.assemblyId, assemblyId));
    const eligibleCount = Number(counted?.n ?? 0);
    await tx
      .update(assemblies)
      .set({ status: 'published', publishedAt: now, cutoffDay, eligibleCount })
      .where(eq(assemblies.id, assemblyId));

    const facts: NoticeFacts = {
      title: row.title,
      kind: row.kind,
      votingStartsAt: row.votingStartsAt,
      votingEndsAt: row.votingEndsAt,
      cutoffDay,
      categories: (await categoryNames(tx, who.associationId, row.votingCategoryIds)).map((c) => c.name),
      quorumPercent: row.quorumPercent,
      questions: await questionsOf(tx, assemblyId),
    };
    await issueAssemblyDocument(
      tx,
      assemblyId,
      'edital',
      {
        title: ASSEMBLY_MSG.noticeTitle,
        association: await associationOnDocument(tx, who.associationId),
        assemblyTitle: row.title,
        fields: [
          { label: 'Assembleia', value: `${ASSEMBLY_MSG.kinds[row.kind]}: ${row.title}` },
          { label: 'Votação', value: votingWindow(facts) },
          { label: 'Quem pode votar', value: whoMayVote(facts) },
          { label: 'Data de corte', value: formatDisplayDate(cutoffDay) },
          {
            label: 'Quórum mínimo',
            value: row.quorumPercent > 0 ? `${row.quorumPercent}% dos membros aptos` : 'Sem quórum mínimo',
          },
          { label: 'Membros aptos', value: String(eligibleCount) },
        ],
        sections: [
          { heading: 'Pauta', lines: agendaLines(facts.questions) },
          {
            heading: 'Como votar',
            lines: [
              'No app, em Votações: escolha suas opções e toque em "Confirmar voto" com o seu PIN.',
              'O voto é secreto: a cédula não guarda quem votou, e cada eleitor recebe um código para conferir o seu voto no boletim de urna.',
            ],
          },
        ],
      },
      now,
    );
    const link = votingLink(publicUrl, assemblyId);
    await notifyEligible(tx, assemblyId, who.associationId, {
      subject: `${ASSEMBLY_MSG.noticeTitle}: ${row.title}`,
      body: noticeText(facts, link),
      pushBody: `Votação de ${formatDisplayDate(row.votingStartsAt)} a ${formatDisplayDate(row.votingEndsAt)}.\n${link}`,
    });
    await recordAudit(tx, who, {
      action: 'assembly.published',
      entity: 'assembly',
      entityId: assemblyId,
      after: { cutoffDay, eligibleCount },
    });
    return succeeded(undefined);
  });
  if (!outcome.ok) return outcome;
  return succeeded((await assemblyDetail(db, who.associationId, assemblyId, now))!);
}
