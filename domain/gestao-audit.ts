import { APP_TIMEZONE, formatDisplayDate, isWireDate } from './dates';
import { bpsToPercentInput } from './gestao-late-payment';
import { formatBRL, fromCentavos } from './money';

/** What each recorded action says to a person; an action not listed shows its code. */
export const AUDIT_ACTION_LABEL: Readonly<Record<string, string>> = {
  'category.offered': 'Categoria oferecida',
  'category.prices_changed': 'Anuidade alterada',
  'charge.create': 'Cobrança criada',
  'item.cancel': 'Item cancelado',
  'item.manual_payment': 'Baixa manual',
  'member.category': 'Categoria do membro alterada',
  'member.category.schedule': 'Mudança de categoria agendada',
  'member.category.cancel': 'Mudança de categoria agendada cancelada',
  'payment.refund': 'Pagamento estornado',
  'request.approve': 'Solicitação aprovada',
  'request.refuse': 'Solicitação recusada',
  'staff.invite_accepted': 'Convite aceito',
  'staff.invited': 'Convite para a equipe',
  'staff.invite_resent': 'Convite reenviado',
  'staff.removed': 'Removido(a) da equipe',
  'staff.role_changed': 'Perfil alterado',
  'product.created': 'Produto criado',
  'product.updated': 'Produto alterado',
  'product.image_removed': 'Imagem do produto removida',
  'banner.created': 'Banner criado',
  'banner.updated': 'Banner alterado',
  'banner.removed': 'Banner removido',
  'pix_settings.saved': 'Credenciais da API Pix salvas',
  'pix_settings.removed': 'Credenciais da API Pix removidas',
  'late_payment.changed': 'Multa e juros alterados',
};

export const AUDIT_ENTITY_LABEL: Readonly<Record<string, string>> = {
  category: 'Categoria',
  staff: 'Equipe',
  item: 'Item',
  member: 'Membro',
  membership: 'Associação',
  charge: 'Cobrança',
  charge_batch: 'Cobrança',
  payment: 'Pagamento',
  transaction: 'Pagamento',
  request: 'Solicitação',
  product: 'Produto',
  banner: 'Banner',
  pix_settings: 'Recebimentos',
  late_payment: 'Multa e juros',
};

const FIELD_LABEL: Readonly<Record<string, string>> = {
  annuityCentavos: 'Anuidade',
  annuityPromoCentavos: 'Valor antecipado',
  annuityPromoUntil: 'Antecipado até',
  name: 'Nome',
  email: 'E-mail',
  role: 'Perfil',
  inviteExpiresOn: 'Convite vale até',
  image: 'Imagem',
  description: 'Descrição',
  amountCentavos: 'Valor',
  reason: 'Motivo',
  status: 'Situação',
  categoryId: 'Categoria',
  endsAt: 'Fim das vendas',
  inStore: 'Na loja',
  active: 'Ativo',
  link: 'Link',
  position: 'Ordem',
  apiUrl: 'URL da API Pix',
  oauthUrl: 'URL do token OAuth',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  certificate: 'Certificado do cliente',
  privateKey: 'Chave privada',
  ca: 'CA do banco',
  chave: 'Chave PIX',
  lateFineBps: 'Multa por atraso',
  monthlyInterestBps: 'Juros ao mês',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIMEZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24/11/2026, 01:02" in São Paulo time. */
export const formatAuditTime = (iso: string) => dateTime.format(new Date(iso));

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /Centavos$/.test(key)) return formatBRL(fromCentavos(value));
  if (typeof value === 'number' && /Bps$/.test(key)) return `${bpsToPercentInput(value)}%`;
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string' && isWireDate(value)) return formatDisplayDate(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * The fields an entry records, as "field: before → after" lines a person reads; on a change only
 * the fields that differ (a creation or removal lists them all).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) return [];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys
    .filter((k) => !b || !a || JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({
      field: FIELD_LABEL[k] ?? k,
      before: b ? valueText(k, b[k]) : null,
      after: a ? valueText(k, a[k]) : null,
    }));
}
