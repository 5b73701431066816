import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { UF_CODES } from '../../domain/brazil-states';
import type { Endereco, SalvarEnderecoBody } from '../../domain/contract/profile';
import { onlyDigits } from '../../domain/digits';
import { REGISTRATION_FIELD_LABEL as LABEL, requiredField } from '../../domain/messages';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { REG_MSG } from '../../domain/registration-messages';
import { isCep } from '../../domain/registration-rules';
import type { Db } from '../db/client';
import { addresses, members } from '../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
type SaveAddressInput = z.output<typeof SalvarEnderecoBody>;
type AddressFields = Pick<
  AddressRow,
  'description' | 'cep' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state'
>;

export type SaveAddressResult =
  { ok: true; id: number } | { ok: false; notFound: true } | { ok: false; notFound?: false; message: string };
export type DeleteAddressResult =
  { ok: true } | { ok: false; notFound: true } | { ok: false; notFound?: false; message: string };

export function toEndereco(a: AddressRow): Endereco {
  return {
    ID_EMITENTE_ENDERECO: a.id,
    DESCRICAO: a.description,
    CEP: a.cep,
    LOGRADOURO: a.street,
    NUMERO: a.number,
    COMPLEMENTO: a.complement,
    BAIRRO: a.district,
    CIDADE: a.city,
    ESTADO: a.state,
    PRINCIPAL: a.main ? 1 : 0,
  };
}

/** Main address first, then the newest. */
export function listAddresses(db: Db, memberId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.main), desc(addresses.createdAt), desc(addresses.id));
}

/** The address when it is the member's; anyone else's does not exist for them. */
export async function findMemberAddress(db: Db, memberId: number, id: number) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)));
  return address;
}

const blank = (v: string | null | undefined): v is '' | null | undefined => !v;

/** The registration's checks and messages, in its order. */
export function checkAddress(
  body: SaveAddressInput,
): { ok: true; fields: AddressFields } | { ok: false; message: string } {
  const { CEP, LOGRADOURO, NUMERO, BAIRRO, CIDADE, ESTADO } = body;
  if (blank(CEP)) return { ok: false, message: requiredField(LABEL.cep) };
  if (!isCep(CEP)) return { ok: false, message: REG_MSG.cepInvalid };
  if (blank(LOGRADOURO)) return { ok: false, message: requiredField(LABEL.logradouro) };
  if (blank(NUMERO)) return { ok: false, message: requiredField(LABEL.logradouroNumero) };
  if (blank(BAIRRO)) return { ok: false, message: requiredField(LABEL.bairro) };
  if (blank(CIDADE)) return { ok: false, message: requiredField(LABEL.cidade) };
  if (blank(ESTADO) || ESTADO === '0') return { ok: false, message: requiredField(LABEL.estado) };
  const state = ESTADO.toUpperCase();
  if (!(UF_CODES as readonly string[]).includes(state)) return { ok: false, message: REG_MSG.stateInvalid };
  return {
    ok: true,
    fields: {
      description: body.DESCRICAO?.trim() || null,
      cep: onlyDigits(CEP),
      street: LOGRADOURO,
      number: NUMERO,
      complement: body.COMPLEMENTO?.trim() || null,
      district: BAIRRO,
      city: CIDADE,
      state,
    },
  };
}

/** Main-address changes of one member take turns (one main address per member). */
const lockMember = (tx: Db, memberId: number) =>
  tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');

/**
 * Creates or updates one of the member's addresses. PRINCIPAL true makes it the main one; the
 * first address is main whatever is asked, and the main one stays main until another is chosen.
 */
export async function saveAddress(
  db: Db,
  memberId: number,
  body: SaveAddressInput,
): Promise<SaveAddressResult> {
  const checked = checkAddress(body);
  if (!checked.ok) return checked;
  const id = body.ID_EMITENTE_ENDERECO ?? null;

  return db.transaction(async (tx): Promise<SaveAddressResult> => {
    await lockMember(tx, memberId);
    const existing = id === null ? undefined : await findMemberAddress(tx, memberId, id);
    if (id !== null && !existing) return { ok: false, notFound: true };
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.memberId, memberId));
    const main = existing?.main === true || body.PRINCIPAL === true || n === 0;
    if (main && !existing?.main) {
      await tx
        .update(addresses)
        .set({ main: false })
        .where(and(eq(addresses.memberId, memberId), eq(addresses.main, true)));
    }
    if (existing) {
      await tx
        .update(addresses)
        .set({ ...checked.fields, main })
        .where(eq(addresses.id, existing.id));
      return { ok: true, id: existing.id };
    }
    const [created] = await tx
      .insert(addresses)
      .values({ ...checked.fields, main, memberId })
      .returning({ id: addresses.id });
    return { ok: true, id: created!.id };
  });
}

/** Deletes one of the member's addresses but never the last; a deleted main passes to the newest. */
export async function deleteAddress(db: Db, memberId: number, id: number): Promise<DeleteAddressResult> {
  return db.transaction(async (tx): Promise<DeleteAddressResult> => {
    await lockMember(tx, memberId);
    const existing = await findMemberAddress(tx, memberId, id);
    if (!existing) return { ok: false, notFound: true };
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.memberId, memberId));
    if (n <= 1) return { ok: false, message: PROFILE_MSG.lastAddress };
    await tx.delete(addresses).where(eq(addresses.id, existing.id));
    if (existing.main) {
      const [next] = await listAddresses(tx, memberId);
      if (next) await tx.update(addresses).set({ main: true }).where(eq(addresses.id, next.id));
    }
    return { ok: true };
  });
}
