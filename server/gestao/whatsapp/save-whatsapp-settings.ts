import { and, eq, ne } from 'drizzle-orm';
import type { WhatsappSettingsBody, WhatsappSettingsView } from '../../../domain/contract/gestao-whatsapp';
import { WHATSAPP_SETTINGS_MESSAGES as MSG } from '../../../domain/gestao-whatsapp-messages';
import { failed, succeeded, type Outcome } from '../../../domain/outcome';
import type { Db } from '../../db/client';
import { associationWhatsappSettings } from '../../db/schema-whatsapp';
import { verifyTokenDigest, whatsappSecretContext } from '../../messaging/whatsapp/whatsapp-settings';
import type { SecretBox } from '../../secrets/secret-box';
import { recordAudit } from '../audit/record-audit';
import type { StaffSession } from '../staff-accounts';
import { whatsappSettingsViewOf } from './whatsapp-of';

const PHONE_NUMBER_ID = /^\d{5,30}$/;
const SECRET = /^\S{1,1000}$/;
const VERIFY_TOKEN = /^\S{16,200}$/;
const TEMPLATE = /^[a-z0-9_]{1,512}$/;

/** What the audit log keeps: the number, the templates, and only whether each secret was replaced. */
const auditOf = (
  row: { phoneNumberId: string; reminderTemplate: string; paidTemplate: string },
  replaced: string[],
) => ({
  phoneNumberId: row.phoneNumberId,
  reminderTemplate: row.reminderTemplate,
  paidTemplate: row.paidTemplate,
  ...(replaced.length ? { substituidos: replaced } : {}),
});

function checked(body: WhatsappSettingsBody) {
  const v = {
    phoneNumberId: body.phoneNumberId.trim(),
    accessToken: body.accessToken?.trim() ?? '',
    appSecret: body.appSecret?.trim() ?? '',
    verifyToken: body.verifyToken?.trim() ?? '',
    reminderTemplate: body.reminderTemplate.trim(),
    paidTemplate: body.paidTemplate.trim(),
  };
  if (!PHONE_NUMBER_ID.test(v.phoneNumberId)) return MSG.phoneNumberIdInvalid;
  if ((v.accessToken && !SECRET.test(v.accessToken)) || (v.appSecret && !SECRET.test(v.appSecret)))
    return MSG.secretInvalid;
  if (v.verifyToken && !VERIFY_TOKEN.test(v.verifyToken)) return MSG.verifyTokenInvalid;
  if (!TEMPLATE.test(v.reminderTemplate) || !TEMPLATE.test(v.paidTemplate)) return MSG.templateInvalid;
  return v;
}

/** Saves the association's WhatsApp number (secrets sealed with SECRETS_KEY); audited without any secret. */
export async function saveWhatsappSettings(
  db: Db,
  box: SecretBox,
  who: StaffSession,
  body: WhatsappSettingsBody,
): Promise<Outcome<WhatsappSettingsView>> {
  const v = checked(body);
  if (typeof v === 'string') return failed(v);
  const [taken] = await db
    .select({ associationId: associationWhatsappSettings.associationId })
    .from(associationWhatsappSettings)
    .where(
      and(
        eq(associationWhatsappSettings.phoneNumberId, v.phoneNumberId),
        ne(associationWhatsappSettings.associationId, who.associationId),
      ),
    );
  if (taken) return failed(MSG.phoneNumberTaken, 409);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(associationWhatsappSettings)
      .where(eq(associationWhatsappSettings.associationId, who.associationId))
      .for('update');
    if (!before && !v.accessToken) return failed(MSG.accessTokenMissing);
    if (!before && !v.appSecret) return failed(MSG.appSecretMissing);
    if (!before && !v.verifyToken) return failed(MSG.verifyTokenMissing);
    const values = {
      associationId: who.associationId,
      phoneNumberId: v.phoneNumberId,
      accessTokenEncrypted: v.accessToken
        ? box.seal(v.accessToken, whatsappSecretContext(who.associationId, 'access_token'))
        : before!.accessTokenEncrypted,
      appSecretEncrypted: v.appSecret
        ? box.seal(v.appSecret, whatsappSecretContext(who.associationId, 'app_secret'))
        : before!.appSecretEncrypted,
      verifyTokenSha256: v.verifyToken ? verifyTokenDigest(v.verifyToken) : before!.verifyTokenSha256,
      reminderTemplate: v.reminderTemplate,
      paidTemplate: v.paidTemplate,
      updatedBy: who.id,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(associationWhatsappSettings)
      .values(values)
      .onConflictDoUpdate({ target: associationWhatsappSettings.associationId, set: values })
      .returning();
    const replaced = before
      ? [
          ...(v.accessToken ? ['token de acesso'] : []),
          ...(v.appSecret ? ['chave secreta do app'] : []),
          ...(v.verifyToken ? ['token de verificação'] : []),
        ]
      : [];
    await recordAudit(tx, who, {
      action: 'whatsapp_settings.saved',
      entity: 'whatsapp_settings',
      entityId: who.associationId,
      before: before ? auditOf(before, []) : null,
      after: auditOf(saved!, replaced),
    });
    return succeeded(whatsappSettingsViewOf(saved!));
  });
}
