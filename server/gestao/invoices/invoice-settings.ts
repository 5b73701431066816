import { eq } from 'drizzle-orm';
import type { InvoiceSettings, InvoiceSettingsBody } from '../../../domain/contract/gestao-invoices';
import {
  pisCofinsOf,
  regimeHasPisCofins,
  type PisCofins,
  type PisCofinsCst,
} from '../../../domain/nfse-pis-cofins';
import type { TaxRegime } from '../../../domain/nfse-reform';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { issuers } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

async function settingsRow(db: Db, issuerId: number) {
  const [row] = await db
    .select({
      taxRegime: issuers.taxRegime,
      cst: issuers.pisCofinsTaxStatus,
      pisRateBps: issuers.pisOperationBps,
      cofinsRateBps: issuers.cofinsOperationBps,
    })
    .from(issuers)
    .where(eq(issuers.id, issuerId));
  return row;
}

/** The association's "Regime tributário" (null: not chosen yet). */
export async function taxRegimeOf(db: Db, issuerId: number): Promise<TaxRegime | null> {
  return (await settingsRow(db, issuerId))?.taxRegime ?? null;
}

export async function invoiceSettingsOf(db: Db, issuerId: number): Promise<InvoiceSettings> {
  const row = await settingsRow(db, issuerId);
  const pisCofins: PisCofins | null = row?.cst
    ? { cst: row.cst as PisCofinsCst, pisRateBps: row.pisRateBps, cofinsRateBps: row.cofinsRateBps }
    : null;
  return { taxRegime: row?.taxRegime ?? null, pisCofins };
}

/** What the invoice of this association carries of PIS/COFINS now: none under the Simples Nacional. */
export async function invoicePisCofinsOf(db: Db, issuerId: number): Promise<PisCofins | null> {
  const { taxRegime, pisCofins } = await invoiceSettingsOf(db, issuerId);
  return regimeHasPisCofins(taxRegime) ? pisCofins : null;
}

/**
 * Notas fiscais › "Regime tributário" of the caller's association (never another's: the issuer
 * is the session's) and its PIS/COFINS, audited. Products saved before keep their codes; under
 * Lucro Presumido or Real, one without them is refused at its next save, and Asaas's refusal of
 * its invoice names the missing field. The Simples Nacional keeps no PIS/COFINS; left out of the
 * body, the saved ones stay. A CST or rate that does not hold changes nothing.
 */
export async function saveInvoiceSettings(
  db: Db,
  who: StaffSession,
  body: InvoiceSettingsBody,
): Promise<Outcome<InvoiceSettings>> {
  const before = await invoiceSettingsOf(db, who.issuerId);
  const typed = body.pisCofins === undefined ? before.pisCofins : body.pisCofins;
  const checked = pisCofinsOf(typed, body.taxRegime);
  if (!checked.ok) return failed(checked.message);
  const after: InvoiceSettings = { taxRegime: body.taxRegime, pisCofins: checked.pisCofins };
  await db.transaction(async (tx) => {
    await tx
      .update(issuers)
      .set({
        taxRegime: after.taxRegime,
        pisCofinsTaxStatus: after.pisCofins?.cst ?? null,
        pisOperationBps: after.pisCofins?.pisRateBps ?? null,
        cofinsOperationBps: after.pisCofins?.cofinsRateBps ?? null,
      })
      .where(eq(issuers.id, who.issuerId));
    await recordAudit(tx, who, {
      action: 'issuer.tax_regime_changed',
      entity: 'issuer',
      entityId: who.issuerId,
      before,
      after,
    });
  });
  return succeeded(after);
}
