import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuerPixSettingsVersions, issuers } from '../db/schema';
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
async function apiPixKeyOf(db: Db, issuerId: number, account: string | null): Promise<string | null> {
  if (!account || !UUID.test(account)) return null;
  const [row] = await db
    .select({ chave: issuerPixSettingsVersions.chave })
    .from(issuerPixSettingsVersions)
    .where(
      and(eq(issuerPixSettingsVersions.revision, account), eq(issuerPixSettingsVersions.issuerId, issuerId)),
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
  charge: { issuerId: number; gatewayAccount: string | null },
  installKey: string | null,
): Promise<PixReceiver | null> {
  const [issuer] = await db
    .select({ name: issuers.name, legalName: issuers.legalName, cnpj: issuers.cnpj })
    .from(issuers)
    .where(eq(issuers.id, charge.issuerId));
  if (!issuer) return null;
  const key =
    (await apiPixKeyOf(db, charge.issuerId, charge.gatewayAccount)) ??
    (charge.gatewayAccount === 'env' ? installKey : null) ??
    issuer.cnpj;
  const pixKey = key ? pixKeyOf(key) : null;
  return pixKey ? { holder: issuer.legalName ?? issuer.name, pixKey } : null;
}
