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
  succeeded: 'Aprovado',
  failed: 'Recusado',
  expired: 'Expirado',
};

export const MEMBERS_MSG = {
  categoryNotOffered: 'Esta categoria não é oferecida pela associação.',
  categoryChanged: 'Categoria alterada.',
  noMembers: 'Nenhum membro encontrado.',
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
