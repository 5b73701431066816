import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PixSettings, PixSettingsBody } from '../../../domain/contract/gestao-pix-settings';
import { PIX_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-pix-settings-messages';
import type { Db } from '../../db/client';
import { associationPixSettings, associationPixSettingsVersions } from '../../db/schema';
import { pixSecretContext } from '../../associations/pix-credentials';
import { SecretRefused, type SecretBox } from '../../secrets/secret-box';
import { recordAudit } from '../audit/record-audit';
import { recordReceivingChoice } from '../receiving/receiving-choice';
import { certificateSummary, keyMatchesCertificate, parsePrivateKey } from './pix-certificates';
import type { StaffSession } from '../staff-accounts';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import { type Row, type Stored, ACCOUNT_TYPES, accountOf, viewOf } from './pix-settings-of';

type AccountColumns = Pick<Stored, 'accountBranch' | 'accountNumber' | 'accountType'>;

/** The receiving account typed on the form: all blank is none; else number and type, branch optional. */
function accountFrom(
  body: PixSettingsBody,
): { ok: true; columns: AccountColumns } | { ok: false; message: string } {
  // Separators people type (12345-6, 0001.2) are dropped; anything else is refused.
  const branch = body.accountBranch?.replace(/[\s.-]/g, '') ?? '';
  const number = body.accountNumber?.replace(/[\s.-]/g, '').toUpperCase() ?? '';
  const type = body.accountType?.trim() ?? '';
  if (!branch && !number && !type)
    return { ok: true, columns: { accountBranch: null, accountNumber: null, accountType: null } };
  if (!/^\d{1,19}[\dX]$/.test(number)) return { ok: false, message: MSG.accountNumberInvalid };
  if (branch.length > 4 || (body.accountBranch?.trim() && !branch))
    return { ok: false, message: MSG.accountBranchInvalid };
  const known = ACCOUNT_TYPES.find((t) => t === type);
  if (!known) return { ok: false, message: MSG.accountTypeInvalid };
  return { ok: true, columns: { accountBranch: branch || null, accountNumber: number, accountType: known } };
}

/** What the audit log keeps: the settings a person reads, and only whether secrets were replaced. */
export function auditOf(row: Stored, replaced: { clientSecret: boolean; privateKey: boolean } | null) {
  const certificate = certificateSummary(row.certificatePem);
  return {
    apiUrl: row.apiUrl,
    oauthUrl: row.oauthUrl,
    clientId: `…${row.clientId.slice(-4)}`,
    clientSecret: replaced?.clientSecret ? 'substituído' : 'configurado',
    certificate: certificate ? `${certificate.subject} (até ${certificate.validTo.slice(0, 10)})` : null,
    privateKey: replaced?.privateKey ? 'substituída' : 'configurada',
    ca: row.caPem ? (certificateSummary(row.caPem)?.subject ?? null) : null,
    chave: row.chave,
    account: accountOf(row),
  };
}

/** An https URL without its trailing slash, or null. */
function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? value.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}

type Merged = { ok: true; row: Stored; replaced: { clientSecret: boolean; privateKey: boolean } };

/** The body over the stored row: empty secret fields keep what is stored; every rule checked. */
function merge(
  box: SecretBox,
  who: StaffSession,
  body: PixSettingsBody,
  before: Row | undefined,
): Merged | { ok: false; message: string } {
  const refuse = (message: string) => ({ ok: false as const, message });
  const given = (value: string | undefined) => value?.trim() ?? '';
  const apiUrl = httpsUrl(given(body.apiUrl));
  if (!apiUrl) return refuse(MSG.apiUrlInvalid);
  const oauthText = given(body.oauthUrl);
  const oauthUrl = oauthText ? httpsUrl(oauthText) : null;
  if (oauthText && !oauthUrl) return refuse(MSG.oauthUrlInvalid);
  const clientId = given(body.clientId) || before?.clientId;
  if (!clientId) return refuse(MSG.clientIdMissing);
  const clientSecret = body.clientSecret?.trim() ?? '';
  if (!clientSecret && !before) return refuse(MSG.clientSecretMissing);

  const certificatePem = given(body.certificate) || before?.certificatePem;
  if (!certificatePem) return refuse(MSG.certificateMissing);
  if (given(body.certificate) && !certificateSummary(certificatePem)) return refuse(MSG.certificateInvalid);
  const keyPem = given(body.privateKey);
  if (!keyPem && !before) return refuse(MSG.privateKeyMissing);
  if (keyPem || given(body.certificate)) {
    let key;
    try {
      key = parsePrivateKey(
        keyPem || box.open(before!.privateKeyEncrypted, pixSecretContext(who.associationId, 'private_key')),
      );
    } catch (error) {
      if (error instanceof SecretRefused) return refuse(MSG.unreadable);
      throw error;
    }
    if (!key) return refuse(MSG.privateKeyInvalid);
    if (!keyMatchesCertificate(certificatePem, key)) return refuse(MSG.keyMismatch);
  }

  const caText = given(body.caCertificate);
  if (caText && !certificateSummary(caText)) return refuse(MSG.caInvalid);
  const caPem = body.removeCa ? null : caText || before?.caPem || null;
  const chave = given(body.chave);
  if (!chave) return refuse(MSG.chaveMissing);
  // A body without the account's fields (an older screen) keeps the stored account.
  const untouched = [body.accountBranch, body.accountNumber, body.accountType].every((v) => v === undefined);
  const account = untouched
    ? {
        ok: true as const,
        columns: {
          accountBranch: before?.accountBranch ?? null,
          accountNumber: before?.accountNumber ?? null,
          accountType: before?.accountType ?? null,
        },
      }
    : accountFrom(body);
  if (!account.ok) return account;

  return {
    ok: true,
    replaced: { clientSecret: !!clientSecret && !!before, privateKey: !!keyPem && !!before },
    row: {
      associationId: who.associationId,
      apiUrl,
      oauthUrl,
      clientId,
      clientSecretEncrypted: clientSecret
        ? box.seal(clientSecret, pixSecretContext(who.associationId, 'client_secret'))
        : before!.clientSecretEncrypted,
      certificatePem,
      privateKeyEncrypted: keyPem
        ? box.seal(keyPem, pixSecretContext(who.associationId, 'private_key'))
        : before!.privateKeyEncrypted,
      caPem,
      chave,
      ...account.columns,
      revision: randomUUID(),
      updatedBy: who.id,
    },
  };
}

/** Saves the association's API Pix credentials (secrets sealed) and receives by them, audited without any secret. */
export async function savePixSettings(
  db: Db,
  box: SecretBox,
  who: StaffSession,
  body: PixSettingsBody,
): Promise<Outcome<PixSettings>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(associationPixSettings)
      .where(eq(associationPixSettings.associationId, who.associationId))
      .for('update');
    const merged = merge(box, who, body, before);
    if (!merged.ok) return failed(merged.message);
    const [saved] = await tx
      .insert(associationPixSettings)
      .values(merged.row)
      .onConflictDoUpdate({
        target: associationPixSettings.associationId,
        set: { ...merged.row, updatedAt: new Date() },
      })
      .returning();
    // Kept by revision: charges taken at this version are still checked and refunded there.
    const { updatedBy: _by, ...version } = merged.row;
    await tx.insert(associationPixSettingsVersions).values(version);
    // Saving the bank's credentials is choosing to receive by them (Recebimentos).
    await recordReceivingChoice(tx, who, 'pix-api');
    await recordAudit(tx, who, {
      action: 'pix_settings.saved',
      entity: 'pix_settings',
      entityId: who.associationId,
      before: before ? auditOf(before, null) : null,
      after: auditOf(merged.row, merged.replaced),
    });
    return succeeded(viewOf(saved!));
  });
}
