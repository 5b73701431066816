import type { AuditActor } from './contract/gestao-audit';
import { PAYMENT_STATUS_LABEL, RecordedMethod } from './contract/gestao-payments';
import { formatCpf, isValidCpf } from './cpf';
import { APP_TIMEZONE, formatDisplayDate, isWireDate } from './dates';
import { bpsToPercentInput } from './gestao-late-payment';
import { formatBRL, fromCentavos } from './money';
import { manualMethodText } from './payment-labels';
import { recordedMethodLabel } from './recorded-methods';
import { WHATSAPP_CONSENT_AUDIT, formatWhatsapp, whatsappE164 } from './whatsapp-consent';

/** What each recorded action says to a person; an action not listed shows its code. */
export const AUDIT_ACTION_LABEL: Readonly<Record<string, string>> = {
  'category.offered': 'Categoria oferecida',
  'category.prices_changed': 'Anuidade alterada',
  'category.created': 'Categoria criada',
  'category.renamed': 'Categoria renomeada',
  'category.retired': 'Categoria aposentada',
  'category.reactivated': 'Categoria reativada',
  'category.promotion_changed': 'Regra de mudança de categoria alterada',
  'category.annuity_dates_changed': 'Datas da anuidade alteradas',
  'charge.create': 'Cobrança criada',
  'item.cancel': 'Item cancelado',
  'item.manual_payment': 'Baixa manual',
  'member.category': 'Categoria do membro alterada',
  'member.category.schedule': 'Mudança de categoria agendada',
  'member.category.cancel': 'Mudança de categoria agendada cancelada',
  'payment.refund': 'Pagamento estornado',
  'payment.refund_returned': 'Devolução por transferência registrada',
  'request.approve': 'Solicitação aprovada',
  'request.refuse': 'Solicitação recusada',
  'privacy.erase': 'Conta excluída (LGPD)',
  'privacy.erase_kept': 'Conta excluída, pendências mantidas (LGPD)',
  'privacy.correct': 'Correção de dado aplicada (LGPD)',
  'privacy.refuse': 'Solicitação LGPD recusada',
  'activity.accept': 'Atividade de atualização aceita',
  'activity.refuse': 'Atividade de atualização recusada',
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
  'asaas_settings.saved': 'Credenciais do Asaas salvas',
  'asaas_settings.removed': 'Credenciais do Asaas removidas',
  'whatsapp_settings.saved': 'Configurações do WhatsApp salvas',
  'whatsapp_settings.removed': 'Configurações do WhatsApp removidas',
  [WHATSAPP_CONSENT_AUDIT.granted]: 'Consentimento WhatsApp: ativado',
  [WHATSAPP_CONSENT_AUDIT.revoked]: 'Consentimento WhatsApp: desativado',
  'receiving.chosen': 'Forma de recebimento escolhida',
  'issuer.created': 'Associação cadastrada',
  'issuer.updated': 'Dados da associação alterados',
  'issuer.logo_changed': 'Logo da associação alterado',
  'issuer.tax_regime_changed': 'Regime tributário alterado',
  'event.created': 'Evento criado',
  'event.updated': 'Evento alterado',
  'event.courtesy': 'Inscrição de cortesia',
  'event.registration.cancel': 'Inscrição cancelada',
  'assembly.created': 'Assembleia criada',
  'assembly.updated': 'Assembleia alterada',
  'assembly.published': 'Edital publicado',
  'assembly.cancelled': 'Assembleia cancelada',
};

/** Who did it, as Auditoria's "Quem" says: the staff's name, "Membro Maria Demo Silva", "Membro (resposta SAIR)". */
export function auditActorText(actor: AuditActor): string {
  if (actor.kind === 'staff') return actor.name;
  if (actor.kind === 'member') return `Membro ${actor.name}`;
  return 'Membro (resposta SAIR)';
}

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
  cash_flow_item: 'Item',
  request: 'Solicitação',
  privacy_request: 'Solicitação LGPD',
  declared_activity: 'Atividade de atualização',
  product: 'Produto',
  banner: 'Banner',
  pix_settings: 'Recebimentos',
  late_payment: 'Multa e juros',
  asaas_settings: 'Recebimentos',
  whatsapp_settings: 'WhatsApp',
  receiving: 'Recebimentos',
  // The entity key the audit log has always stored for the association.
  issuer: 'Associação',
  event: 'Evento',
  assembly: 'Assembleia',
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
  totalCentavos: 'Total',
  feeCentavos: 'Taxa',
  netCentavos: 'Líquido',
  itemCount: 'Itens',
  reason: 'Motivo',
  cancelReason: 'Motivo',
  refusalReason: 'Motivo da recusa',
  status: 'Situação',
  categoryId: 'Categoria',
  categoryDescription: 'Categoria',
  since: 'Desde',
  memberName: 'Membro',
  cpf: 'CPF',
  dueDate: 'Vencimento',
  paidAt: 'Pago em',
  paidOn: 'Pago em',
  cancelledAt: 'Cancelado em',
  refundedAt: 'Estornado em',
  itemReopened: 'Item reaberto',
  method: 'Forma',
  manualMethod: 'Forma',
  installments: 'Parcelas',
  note: 'Observação',
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
  phone: 'Número do WhatsApp',
  lateFineBps: 'Multa por atraso',
  monthlyInterestBps: 'Juros ao mês',
};

/** States as people say them: an item's, a payment's, a membership's. */
const STATE_LABEL: Readonly<Record<string, string>> = {
  open: 'Em aberto',
  paid: 'Pago',
  cancelled: 'Cancelado',
  ...PAYMENT_STATUS_LABEL,
  A: 'Ativa',
  N: 'Recusada',
  P: 'Pendente',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIMEZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24/11/2026 00:02" (DD/MM/AAAA HH:mm) in São Paulo time. */
export const formatAuditTime = (iso: string) => dateTime.format(new Date(iso)).replace(', ', ' ');

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function methodText(value: string): string {
  const recorded = RecordedMethod.safeParse(value);
  return recorded.success ? recordedMethodLabel(recorded.data) : manualMethodText(value);
}

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map((v) => valueText(key, v)).join('; ');
  const record = asRecord(value);
  if (record) return recordText(record);
  if (typeof value === 'number' && /Centavos$/.test(key)) return formatBRL(fromCentavos(value));
  if (typeof value === 'number' && /Bps$/.test(key)) return `${bpsToPercentInput(value)}%`;
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value !== 'string') return String(value);
  if (key === 'status') return STATE_LABEL[value] ?? value;
  if (key === 'method' || key === 'manualMethod') return methodText(value);
  if (key === 'cpf' && isValidCpf(value)) return formatCpf(value);
  if (key === 'phone' && whatsappE164(value) === value) return formatWhatsapp(value);
  if (isWireDate(value)) return formatDisplayDate(value);
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatAuditTime(value);
  return value;
}

/** A nested record (a product's price by category…) as "Campo: valor, Campo: valor"; unnamed fields are left out. */
const recordText = (record: Record<string, unknown>) =>
  Object.entries(record)
    .filter(([k]) => k in FIELD_LABEL)
    .map(([k, v]) => `${FIELD_LABEL[k]}: ${valueText(k, v)}`)
    .join(', ');

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * The fields an entry records, as "field: before → after" lines a person reads; on a change only
 * the fields that differ (a creation or removal lists them all). Internal fields (ids, codes no
 * person reads) are left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) return [];
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys
    .filter((k) => k in FIELD_LABEL)
    .filter((k) => !b || !a || JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => ({
      field: FIELD_LABEL[k]!,
      before: b ? valueText(k, b[k]) : null,
      after: a ? valueText(k, a[k]) : null,
    }));
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * What happened, in one sentence, for the actions on members' money: "Maria Demo Silva —
 * Contribuição mensal 10/2026: pago em 27/11/2026 12:00 (Baixa manual, transferência)". Null for
 * the others (their changes say it).
 */
export function auditSummary(entry: {
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
}): string | null {
  const b = asRecord(entry.before) ?? {};
  const a = asRecord(entry.after) ?? {};
  const about = entry.subject ?? [text(b.memberName), text(b.description)].filter(Boolean).join(' — ');
  switch (entry.action) {
    case 'item.manual_payment': {
      const note = text(a.note) ? ` Observação: ${text(a.note)}` : '';
      return `${about}: pago em ${valueText('paidAt', a.paidAt)} (Baixa manual, ${manualMethodText(text(a.method))}).${note}`;
    }
    case 'item.cancel':
      return `${about}: cancelado${text(a.cancelReason) ? ` (motivo: ${text(a.cancelReason)})` : ''}.`;
    case 'payment.refund':
      return (
        `${about}: ${valueText('amountCentavos', b.amountCentavos)} estornado por ${valueText('method', b.method)}` +
        (a.itemReopened === true ? ', item reaberto para nova cobrança.' : ', item mantido como pago.')
      );
    default:
      return null;
  }
}
