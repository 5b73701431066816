import { ASSEMBLY_MSG } from '../../domain/assembly-messages';
import type { AssemblyQuestion } from '../../domain/contract/gestao-assemblies';
import { formatDisplayDate } from '../../domain/dates';

/** "DD/MM/AAAA às HH:mm" in São Paulo. */
export function formatDateTime(d: Date): string {
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
  return `${formatDisplayDate(d)} às ${time}`;
}

export interface NoticeFacts {
  title: string;
  kind: 'ordinaria' | 'extraordinaria';
  votingStartsAt: Date;
  votingEndsAt: Date;
  cutoffDay: string;
  categories: string[];
  quorumPercent: number;
  questions: AssemblyQuestion[];
}

export const whoMayVote = (facts: NoticeFacts) =>
  `Membros adimplentes em ${formatDisplayDate(facts.cutoffDay)} nas categorias ${facts.categories.join(', ')}.`;

export const votingWindow = (facts: NoticeFacts) =>
  `De ${formatDateTime(facts.votingStartsAt)} a ${formatDateTime(facts.votingEndsAt)} (horário de Brasília).`;

export const agendaLines = (questions: AssemblyQuestion[]) =>
  questions.map(
    (q, i) =>
      `${i + 1}. ${q.text} — opções: ${q.options.map((o) => o.label).join(', ')}` +
      (q.maxChoices > 1 ? ` (até ${q.maxChoices} escolhas)` : ''),
  );

/** The notice's e-mail (and the PDF's body) in plain text. */
export function noticeText(facts: NoticeFacts, link: string): string {
  return [
    `Assembleia ${ASSEMBLY_MSG.kinds[facts.kind]}: ${facts.title}`,
    '',
    `Votação: ${votingWindow(facts)}`,
    `Quem pode votar: ${whoMayVote(facts)}`,
    facts.quorumPercent > 0 ? `Quórum mínimo: ${facts.quorumPercent}% dos membros aptos.` : '',
    '',
    'Pauta:',
    ...agendaLines(facts.questions),
    '',
    `Como votar: abra ${link}, escolha suas opções e toque em "Confirmar voto" com o seu PIN. O voto é secreto.`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}
