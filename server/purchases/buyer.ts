import { and, eq, isNull, or } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import type { CheckedPurchase } from '../../domain/purchase-rules';
import { REG_MSG } from '../../domain/registration-messages';
import { hashSecret } from '../auth/passwords';
import type { Db } from '../db/client';
import { addresses, members } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { findMemberByCpf, type MemberRow } from '../members/registrant';

interface Buyer {
  memberId: number;
  /** This call made the person (another purchase may have made them a moment before). */
  created: boolean;
  tokenVersion: number;
}

/**
 * The person's key in members.cpf: the CPF's digits, or "<country>:<document>" for a buyer from
 * another country, which can never equal an 11-digit CPF.
 */
const buyerKey = (form: CheckedPurchase): string => form.cpf ?? `${form.pais}:${form.documento}`;

export const findBuyer = (db: Db, form: CheckedPurchase): Promise<MemberRow | undefined> =>
  findMemberByCpf(db, buyerKey(form));

/**
 * A person the platform does not know yet. With a password (a Brazilian CPF without an account)
 * the account is created unconfirmed: the first login sends the confirmation code. A buyer from
 * another country has no CPF to sign in with, so only the person is kept.
 */
async function createBuyer(db: Db, form: CheckedPurchase, password: string | null): Promise<Outcome<Buyer>> {
  const [clash] = await db
    .select({ email: members.email })
    .from(members)
    .where(or(eq(members.email, form.email), eq(members.mobile, form.celular)))
    .limit(1);
  if (clash) return failed(clash.email === form.email ? REG_MSG.emailInUse : REG_MSG.mobileInUse);

  const passwordHash = password ? await hashSecret(password) : null;
  try {
    const person = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(members)
        .values({
          name: form.nome,
          cpf: buyerKey(form),
          email: form.email,
          mobile: form.celular,
          birthDate: form.dataNascimento,
          passwordHash,
          confirmed: false,
        })
        .returning({ id: members.id, tokenVersion: members.tokenVersion });
      const { id } = inserted!;
      if (form.logradouro) {
        await tx.insert(addresses).values({
          memberId: id,
          cep: form.cep,
          street: form.logradouro,
          number: form.logradouroNumero,
          complement: form.logradouroComplemento,
          district: form.bairro,
          city: form.cidade,
          state: form.estado,
          main: true,
        });
      }
      return inserted!;
    });
    return succeeded({ memberId: person.id, created: true, tokenVersion: person.tokenVersion });
  } catch (error) {
    // Two purchases of the same new person at once: the other one created it.
    if (isUniqueViolation(error, 'members_cpf_key')) {
      const existing = await findBuyer(db, form);
      if (existing)
        return succeeded({ memberId: existing.id, created: false, tokenVersion: existing.tokenVersion });
    }
    if (isUniqueViolation(error, 'members_email_key')) return failed(REG_MSG.emailInUse);
    if (isUniqueViolation(error, 'members_mobile_key')) return failed(REG_MSG.mobileInUse);
    throw error;
  }
}

/**
 * A person the association knew without an account (a CPF on its roll): the password the buyer chose
 * opens their account. Its contacts are the association's, not the buyer's, so it stays unconfirmed: the
 * first login sends a code to the e-mail or mobile on file, which proves the buyer is that person.
 * False when the person got an account meanwhile (their own password stands).
 */
async function openBuyerAccount(db: Db, memberId: number, password: string): Promise<boolean> {
  const passwordHash = await hashSecret(password);
  const opened = await db
    .update(members)
    .set({ passwordHash, confirmed: false })
    .where(and(eq(members.id, memberId), isNull(members.passwordHash)))
    .returning({ id: members.id });
  return opened.length === 1;
}

/** The account a purchase opened with the password typed, if it opened one. */
export type OpenedAccount =
  /** A person nobody knew: every detail is the buyer's, so they may enter at once. */
  | { kind: 'new'; tokenVersion: number }
  /** A person the association knew: the first login confirms them with a code to the contact on file. */
  | { kind: 'toConfirm' };

/**
 * The person a purchase is for, found by CPF (or document) or created. A CPF without an account
 * comes with the password the buyer chose (checked by the caller), and the account is opened
 * with it: a new person's at creation, a known person's on their existing record.
 */
export async function purchaseBuyer(
  db: Db,
  form: CheckedPurchase,
  /** findBuyer's answer. */
  person: MemberRow | undefined,
  password: string | null,
): Promise<Outcome<{ memberId: number; account: OpenedAccount | null }>> {
  if (person) {
    const opened =
      password !== null && !person.passwordHash && (await openBuyerAccount(db, person.id, password));
    return succeeded({ memberId: person.id, account: opened ? { kind: 'toConfirm' as const } : null });
  }
  const created = await createBuyer(db, form, password);
  if (!created.ok) return created;
  const { memberId, tokenVersion } = created.value;
  const account = password !== null && created.value.created ? { kind: 'new' as const, tokenVersion } : null;
  return succeeded({ memberId, account });
}
