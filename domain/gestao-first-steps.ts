import type { FIRST_STEP_KEYS } from './contract/gestao-first-steps';

/** "Primeiros passos" of the Painel: each step as the gestor reads it. */
export const FIRST_STEP_TEXT: Record<(typeof FIRST_STEP_KEYS)[number], string> = {
  associationData: 'Dados e logo da associação',
  category: 'Categorias e anuidades',
  receivingAccount: 'Como os membros pagam',
  secondStaff: 'Convidar mais alguém da equipe',
  qrDownloaded: 'Baixar o QR da associação',
  firstCharge: 'Criar a primeira cobrança',
};

export const FIRST_STEPS_MSG = {
  title: 'Primeiros passos',
  progress: (done: number, total: number) => `${done} de ${total} concluídos`,
  done: 'Concluído',
  toDo: 'A fazer',
} as const;
