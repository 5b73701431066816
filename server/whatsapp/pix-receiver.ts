import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { associationPixSettingsVersions, associations } from '../db/schema';
import type { PixKey } from './pix-order';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key's DICT type, read from its form; null when it is none of them. */
export function pixKeyOf(key: string): PixKey | null {
  const k = key.trim();
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(k)) return { key: k, keyType: 'email' };
  if (/^\+55\d{10,11}$/.test(k)) return { key: k, keyType: 'phone' };
  if (UUID.test(k)) return { key: k.toLowerCase(), keyType: 'random' };
  if (/^\d{11}$/.test(k)) return { key: k, keyType: 'cpf' };
  // Alphanumeric CNPJs (from July 2026): 12 letters or digits, then 2 check digits.
  if (/^[0-9A-Z]{12}\d{2}$/.test(k)) return { key: k, keyType: 'cnpj' };
  return null;
}

/** Who receives a charge, as WhatsApp shows it beside the code: the account holder and its Pix key. */
export interface PixReceiver {
  holder: string;
  pixKey: PixKey;
}

/** The key of the API Pix account that took the charge, by the version of the settings it records. */
async function apiPixKeyOf(db: Db, associationId: number, account: string | null): Promise<string | null> {
  if (!account || !UUID.test(account)) return null;
  const [row] = await db
    .select({ chave: associationPixSettingsVersions.chave })
    .from(associationPixSettingsVersions)
    .where(
      and(
        eq(associationPixSettingsVersions.revision, account),
        eq(associationPixSettingsVersions.associationId, associationId),
      ),
    );
  return row?.chave ?? null;
}

/**
 * The receiver of a charge: the association (its legal name when known), with the key of the API
 * Pix account that took the charge (the association's own, or the install's PIX_CHAVE for the
 * app's gateway); for any other account (Asaas, the sandbox) its CNPJ, the key associations
 * register. Null when no key is known.
 */
export async function pixReceiverOf(
  db: Db,
  charge: { associationId: number; gatewayAccount: string | null },
  installKey: string | null,
): Promise<PixReceiver | null> {
  const [association] = await db
    .select({ name: associations.name, legalName: associations.legalName, cnpj: associations.cnpj })
    .from(associations)
    .where(eq(associations.id, charge.associationId));
  if (!association) return null;
  const key =
    (await apiPixKeyOf(db, charge.associationId, charge.gatewayAccount)) ??
    (charge.gatewayAccount === 'env' ? installKey : null) ??
    association.cnpj;
  const pixKey = key ? pixKeyOf(key) : null;
  return pixKey ? { holder: association.legalName ?? association.name, pixKey } : null;
}
