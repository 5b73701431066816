import { asc, desc, eq } from 'drizzle-orm';
import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { formatAuditTime } from '../../domain/gestao-audit';
import { PAYMENT_STATUS_LABEL } from '../../domain/gestao-members-messages';
import { formatBRL, fromCentavos } from '../../domain/money';
import {
  CONSENT_KIND_LABEL,
  CONSENT_TEXT,
  RECORD_PART_LABEL,
  staffRoleLabel,
  SUMMARY_TEXT,
} from '../../domain/privacy-messages';
import { MEMBERSHIP_STATUS_LABEL } from '../../domain/profile-messages';
import { recordedMethodLabel, recordedMethodOf } from '../../domain/recorded-methods';
import type { Db } from '../db/client';
import {
  associations,
  cashFlowItems,
  categories,
  issuedDocuments,
  memberSignIns,
  members,
  memberships,
  products,
  transactions,
} from '../db/schema';
import { congressEvents, eventTickets } from '../db/schema-congress';
import { allViewsOf } from './access-log';
import { memberConsents } from './member-consents';

/** The summary as lines of text under headings: resumo.pdf draws it, tests read it. */
export interface MemberSummary {
  name: string;
  sections: { heading: string; lines: string[] }[];
}

const DOCUMENT_KIND: Readonly<Record<string, string>> = {
  recibo: 'Recibo',
  declaracao: 'Declaração',
  certidao: 'Certidão',
  carteirinha: 'Carteirinha',
  certificado: 'Certificado',
};
const time = (at: Date) => formatAuditTime(at.toISOString());
const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

async function whoLines(db: Db, memberId: number) {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  if (!m) return { name: '', lines: [] };
  const lines = [
    `Nome: ${m.name}`,
    `CPF: ${formatCpf(m.cpf)}`,
    `E-mail: ${m.email ?? '—'}`,
    `Celular: ${m.mobile ?? '—'}`,
    ...(m.crm ? [`CRM: ${m.crm}/${m.crmUf ?? ''}`] : []),
    ...(m.birthDate ? [`Nascimento: ${formatDisplayDate(m.birthDate)}`] : []),
  ];
  return { name: m.name, lines };
}

const membershipLines = async (db: Db, memberId: number) =>
  (
    await db
      .select({
        association: associations.name,
        category: categories.description,
        status: memberships.status,
        since: memberships.memberSince,
        categorySince: memberships.categorySince,
      })
      .from(memberships)
      .innerJoin(associations, eq(associations.id, memberships.associationId))
      .innerJoin(categories, eq(categories.id, memberships.categoryId))
      .where(eq(memberships.memberId, memberId))
      .orderBy(asc(memberships.memberSince))
  ).map(
    (m) =>
      `${m.association}: ${m.category} desde ${formatDisplayDate(m.categorySince)} ` +
      `(associado(a) desde ${formatDisplayDate(m.since)}; ${MEMBERSHIP_STATUS_LABEL[m.status] ?? m.status})`,
  );

const paymentLines = async (db: Db, memberId: number) =>
  (
    await db
      .select({
        at: transactions.createdAt,
        description: cashFlowItems.description,
        amountCentavos: transactions.amountCentavos,
        method: transactions.method,
        status: transactions.status,
        refundedAt: transactions.refundedAt,
      })
      .from(transactions)
      .innerJoin(cashFlowItems, eq(cashFlowItems.id, transactions.itemId))
      .where(eq(cashFlowItems.memberId, memberId))
      .orderBy(desc(transactions.createdAt))
  ).map(
    (p) =>
      `${time(p.at)} — ${p.description} — ${brl(p.amountCentavos)} — ` +
      `${recordedMethodLabel(recordedMethodOf(p.method))} — ` +
      `${p.refundedAt ? 'Estornado' : (PAYMENT_STATUS_LABEL[p.status] ?? p.status)}`,
  );

const ticketLines = async (db: Db, memberId: number) =>
  (
    await db
      .select({ event: products.description, code: eventTickets.code, issuedAt: eventTickets.issuedAt })
      .from(eventTickets)
      .innerJoin(congressEvents, eq(congressEvents.id, eventTickets.eventId))
      .innerJoin(products, eq(products.id, congressEvents.productId))
      .where(eq(eventTickets.memberId, memberId))
      .orderBy(desc(eventTickets.issuedAt))
  ).map((t) => `${time(t.issuedAt)} — ${t.event} — ingresso ${t.code}`);

const documentLines = async (db: Db, memberId: number) =>
  (
    await db
      .select({ kind: issuedDocuments.kind, code: issuedDocuments.code, issuedAt: issuedDocuments.issuedAt })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.memberId, memberId))
      .orderBy(desc(issuedDocuments.issuedAt))
  ).map((d) => `${time(d.issuedAt)} — ${DOCUMENT_KIND[d.kind] ?? d.kind} — código ${d.code}`);

const consentLines = async (db: Db, memberId: number) =>
  (await memberConsents(db, memberId)).map(
    (c) =>
      `${CONSENT_KIND_LABEL[c.kind]}${c.version ? ` (${CONSENT_TEXT.version(c.version)})` : ''}: ` +
      `${CONSENT_TEXT.given(formatAuditTime(c.givenAt))}` +
      `${c.revokedAt ? `; ${CONSENT_TEXT.revoked(formatAuditTime(c.revokedAt))}` : ''}. “${c.text}”`,
  );

const accessLines = async (db: Db, memberId: number) =>
  (await allViewsOf(db, memberId)).map(
    (v) =>
      `${formatAuditTime(v.at)} — ${v.staffName} (${staffRoleLabel(v.staffRole)}, ${v.associationName}) — ` +
      RECORD_PART_LABEL[v.part],
  );

const signInLines = async (db: Db, memberId: number) =>
  (
    await db
      .select({ at: memberSignIns.signedInAt })
      .from(memberSignIns)
      .where(eq(memberSignIns.memberId, memberId))
      .orderBy(desc(memberSignIns.signedInAt))
  ).map((s) => time(s.at));

/** Everything resumo.pdf says of one member, read only by their id. */
export async function memberSummary(db: Db, memberId: number): Promise<MemberSummary> {
  const who = await whoLines(db, memberId);
  const [memberOf, payments, tickets, documents, consents, accesses, signIns] = await Promise.all([
    membershipLines(db, memberId),
    paymentLines(db, memberId),
    ticketLines(db, memberId),
    documentLines(db, memberId),
    consentLines(db, memberId),
    accessLines(db, memberId),
    signInLines(db, memberId),
  ]);
  return {
    name: who.name,
    sections: [
      { heading: SUMMARY_TEXT.who, lines: who.lines },
      { heading: SUMMARY_TEXT.memberships, lines: memberOf },
      { heading: SUMMARY_TEXT.payments, lines: payments },
      { heading: SUMMARY_TEXT.tickets, lines: tickets },
      { heading: SUMMARY_TEXT.documents, lines: documents },
      { heading: SUMMARY_TEXT.consents, lines: consents },
      { heading: SUMMARY_TEXT.accesses, lines: accesses },
      { heading: SUMMARY_TEXT.signIns, lines: signIns },
    ],
  };
}
