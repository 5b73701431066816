import type { ItemStatus, MemberSituation } from './contract/gestao-members';

/** Membros: labels and texts shared by the screen, the CSV export and the tests. */
export const SITUATION_LABEL: Readonly<Record<MemberSituation, string>> = {
  adimplente: 'Adimplente',
  inadimplente: 'Inadimplente',
  pendente: 'Pendente',
};

export const ITEM_STATUS_LABEL: Readonly<Record<ItemStatus, string>> = {
  pago: 'Pago',
  aberto: 'Em aberto',
  vencido: 'Vencido',
  cancelado: 'Cancelado',
};

export const PAYMENT_STATUS_LABEL: Readonly<Record<string, string>> = {
  pending: 'Pendente',
  succeeded: 'Pago',
  failed: 'Recusado',
  expired: 'Expirado',
};

export const MEMBERS_MSG = {
  categoryNotOffered: 'Esta categoria não é oferecida pela associação.',
  categoryRetired: 'Esta categoria foi aposentada e não recebe novos membros.',
  sameCategory: 'O membro já está nesta categoria.',
  noMembers: 'Nenhum membro encontrado.',
  scheduleCancelled: 'A mudança de categoria agendada foi cancelada.',
} as const;

/** Alterar categoria: what the confirmation says will happen, and what the screen says after. Dates DD/MM/AAAA. */
export const CATEGORY_CHANGE_TEXT = {
  beforeCurrent: (currentSince: string) =>
    `A mudança não pode valer antes de ${currentSince}, início da categoria atual.`,
  confirmNow: (name: string, from: string, to: string, since: string) =>
    `${name} passa de ${from} para ${to} a partir de ${since}. As anuidades em aberto passam ao valor de ${to} agora.`,
  confirmScheduled: (name: string, from: string, to: string, since: string) =>
    `${name} passará de ${from} para ${to} em ${since}. Até lá continua ${from}; as anuidades em aberto passam ao valor de ${to} nessa data.`,
  confirmCancel: (name: string, scheduled: string, since: string) =>
    `A mudança de ${name} para ${scheduled}, agendada para ${since}, será cancelada; a categoria atual continua.`,
  applied: (to: string, since: string) => `Categoria alterada para ${to} a partir de ${since}.`,
  scheduled: (to: string, since: string) => `Mudança agendada: a categoria passa a ${to} em ${since}.`,
} as const;

/** The CSV export's header: one line per member, in this order. */
export const MEMBERS_CSV_COLUMNS = [
  'nome',
  'cpf',
  'email',
  'celular',
  'categoria',
  'situacao',
  'membro_desde',
] as const;
