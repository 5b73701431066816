import type { VotingPhase } from '../../../domain/contract/votings';

/** The Votações screens' texts (the server's are in domain/assembly-messages.ts). */
export const VOTING_TEXT = {
  title: 'Votações',
  none: 'Nenhuma votação por enquanto.',
  confirm: 'Confirmar voto',
  notice: 'Edital de convocação (PDF)',
  minutes: 'Ata da assembleia (PDF)',
  results: 'Resultados',
  tallyHint: 'Procure o código do seu voto: cada cédula aparece aqui com as opções que recebeu.',
  alreadyVoted: 'Você já votou nesta votação.',
  secret: 'O voto é secreto: a cédula não guarda quem votou.',
  phases: {
    upcoming: 'Em breve',
    open: 'Aberta',
    closed: 'Encerrada',
    cancelled: 'Cancelada',
  } satisfies Record<VotingPhase, string>,
  upTo: (n: number) => `Escolha até ${n} opções.`,
} as const;
