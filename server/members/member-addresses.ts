import { and, count, desc, eq } from 'drizzle-orm';
import { UF_CODES } from '../../domain/brazil-states';
import { onlyDigits } from '../../domain/digits';
import { REGISTRATION_FIELD_LABEL as LABEL, requiredField } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { PostalAddress } from '../../domain/postal-address';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { REG_MSG } from '../../domain/registration-messages';
import { isCep } from '../../domain/registration-rules';
import type { Db } from '../db/client';
import { addresses, members } from '../db/schema';
import { ERRORS } from '../error-messages';

type AddressRow = typeof addresses.$inferSelect;

/** One of the member's addresses; exactly one is main while the member has any. */
export interface Address extends PostalAddress {
  id: number;
  description: string | null;
  main: boolean;
}

/** A new address (id absent or null) or the new values of one of the member's, as typed. */
export type AddressChange = { [K in keyof Omit<Address, 'id' | 'main'>]?: string | null } & {
  id?: number | null;
  /** Makes it the main address. The first address is always main. */
  main?: boolean;
};

type AddressFields = Omit<Address, 'id' | 'main'>;

const addressOf = (a: AddressRow): Address => ({
  id: a.id,
  description: a.description,
  cep: a.cep,
  street: a.street,
  number: a.number,
  complement: a.complement,
  district: a.district,
  city: a.city,
  state: a.state,
  main: a.main,
});

/** Main address first, then the newest. */
export async function listAddresses(db: Db, memberId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.main), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(addressOf);
}

/** The address when it is the member's; anyone else's does not exist for them. */
export async function findMemberAddress(db: Db, memberId: number, id: number): Promise<Address | undefined> {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)));
  return address && addressOf(address);
}

const blank = (v: string | null | undefined): v is '' | null | undefined => !v;

/** The registration's checks and messages, in its order. */
function checkAddress(change: AddressChange): Outcome<AddressFields> {
  const { cep, street, number, district, city, state } = change;
  if (blank(cep)) return failed(requiredField(LABEL.cep));
  if (!isCep(cep)) return failed(REG_MSG.cepInvalid);
  if (blank(street)) return failed(requiredField(LABEL.street));
  if (blank(number)) return failed(requiredField(LABEL.number));
  if (blank(district)) return failed(requiredField(LABEL.district));
  if (blank(city)) return failed(requiredField(LABEL.city));
  if (blank(state) || state === '0') return failed(requiredField(LABEL.state));
  const uf = state.toUpperCase();
  if (!(UF_CODES as readonly string[]).includes(uf)) return failed(REG_MSG.stateInvalid);
  return succeeded({
    description: change.description?.trim() || null,
    cep: onlyDigits(cep),
    street,
    number,
    complement: change.complement?.trim() || null,
    district,
    city,
    state: uf,
  });
}

/** Main-address changes of one member take turns (one main address per member). */
const lockMember = (tx: Db, memberId: number) =>
  tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');

/**
 * Creates or updates one of the member's addresses; the value is its id. main true makes it the
 * main one; the first address is main whatever is asked, and the main one stays main until another
 * is chosen. Another member's address is not found (404).
 */
export async function saveAddress(db: Db, memberId: number, change: AddressChange): Promise<Outcome<number>> {
  const checked = checkAddress(change);
  if (!checked.ok) return checked;
  const fields = checked.value;
  const id = change.id ?? null;

  return db.transaction(async (tx): Promise<Outcome<number>> => {
    await lockMember(tx, memberId);
    const existing = id === null ? undefined : await findMemberAddress(tx, memberId, id);
    if (id !== null && !existing) return failed(ERRORS.notFound, 404);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.memberId, memberId));
    const main = existing?.main === true || change.main === true || n === 0;
    if (main && !existing?.main) {
      await tx
        .update(addresses)
        .set({ main: false })
        .where(and(eq(addresses.memberId, memberId), eq(addresses.main, true)));
    }
    if (existing) {
      await tx
        .update(addresses)
        .set({ ...fields, main })
        .where(eq(addresses.id, existing.id));
      return succeeded(existing.id);
    }
    const [created] = await tx
      .insert(addresses)
      .values({ ...fields, main, memberId })
      .returning({ id: addresses.id });
    return succeeded(created!.id);
  });
}

/**
 * Deletes one of the member's addresses but never the last; a deleted main passes to the newest.
 * Another member's address is not found (404).
 */
export async function deleteAddress(db: Db, memberId: number, id: number): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    await lockMember(tx, memberId);
    const existing = await findMemberAddress(tx, memberId, id);
    if (!existing) return failed(ERRORS.notFound, 404);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.memberId, memberId));
    if (n <= 1) return failed(PROFILE_MSG.lastAddress);
    await tx.delete(addresses).where(eq(addresses.id, existing.id));
    if (existing.main) {
      const [next] = await listAddresses(tx, memberId);
      if (next) await tx.update(addresses).set({ main: true }).where(eq(addresses.id, next.id));
    }
    return succeeded(undefined);
  });
}
