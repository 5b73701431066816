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
import { associations } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';

async function settingsRow(db: Db, associationId: number) {
  const [row] = await db
    .select({
      taxRegime: associations.taxRegime,
      cst: associations.pisCofinsTaxStatus,
      pisRateBps: associations.pisOperationBps,
      cofinsRateBps: associations.cofinsOperationBps,
    })
    .from(associations)
    .where(eq(associations.id, associationId));
  return row;
}

/** The association's "Regime tributário" (null: not chosen yet). */
export async function taxRegimeOf(db: Db, associationId: number): Promise<TaxRegime | null> {
  return (await settingsRow(db, associationId))?.taxRegime ?? null;
}

export async function invoiceSettingsOf(db: Db, associationId: number): Promise<InvoiceSettings> {
  const row = await settingsRow(db, associationId);
  const pisCofins: PisCofins | null = row?.cst
    ? { cst: row.cst as PisCofinsCst, pisRateBps: row.pisRateBps, cofinsRateBps: row.cofinsRateBps }
    : null;
  return { taxRegime: row?.taxRegime ?? null, pisCofins };
}

/** What the invoice of this association carries of PIS/COFINS now: none under the Simples Nacional. */
export async function invoicePisCofinsOf(db: Db, associationId: number): Promise<PisCofins | null> {
  const { taxRegime, pisCofins } = await invoiceSettingsOf(db, associationId);
  return regimeHasPisCofins(taxRegime) ? pisCofins : null;
}

/**
 * Notas fiscais › "Regime tributário" of the caller's association (never another's: the association
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
  const before = await invoiceSettingsOf(db, who.associationId);
  const typed = body.pisCofins === undefined ? before.pisCofins : body.pisCofins;
  const checked = pisCofinsOf(typed, body.taxRegime);
  if (!checked.ok) return failed(checked.message);
  const after: InvoiceSettings = { taxRegime: body.taxRegime, pisCofins: checked.pisCofins };
  await db.transaction(async (tx) => {
    await tx
      .update(associations)
      .set({
        taxRegime: after.taxRegime,
        pisCofinsTaxStatus: after.pisCofins?.cst ?? null,
        pisOperationBps: after.pisCofins?.pisRateBps ?? null,
        cofinsOperationBps: after.pisCofins?.cofinsRateBps ?? null,
      })
      .where(eq(associations.id, who.associationId));
    await recordAudit(tx, who, {
      action: 'issuer.tax_regime_changed',
      entity: 'issuer',
      entityId: who.associationId,
      before,
      after,
    });
  });
  return succeeded(after);
}
