import { eq, or } from 'drizzle-orm';
import type { CheckedPurchase } from '../../domain/purchase-rules';
import { REG_MSG } from '../../domain/registration-messages';
import { hashSecret } from '../auth/passwords';
import type { Db } from '../db/client';
import { addresses, members } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { findMemberByCpf, type MemberRow } from '../members/registrant';

export type BuyerOutcome = { ok: true; memberId: number } | { ok: false; message: string };

/**
 * The person's key in members.cpf: the CPF's digits, or "<country>:<document>" for a buyer from
 * another country, which can never equal an 11-digit CPF.
 */
export const buyerKey = (form: CheckedPurchase): string => form.cpf ?? `${form.pais}:${form.documento}`;

export const findBuyer = (db: Db, form: CheckedPurchase): Promise<MemberRow | undefined> =>
  findMemberByCpf(db, buyerKey(form));

/**
 * A person the platform does not know yet. With a password (a Brazilian CPF without an account)
 * the account is created unconfirmed: the first login sends the confirmation code. A buyer from
 * another country has no CPF to sign in with, so only the person is kept.
 */
export async function createBuyer(
  db: Db,
  form: CheckedPurchase,
  password: string | null,
): Promise<BuyerOutcome> {
  const [clash] = await db
    .select({ email: members.email })
    .from(members)
    .where(or(eq(members.email, form.email), eq(members.mobile, form.celular)))
    .limit(1);
  if (clash)
    return { ok: false, message: clash.email === form.email ? REG_MSG.emailInUse : REG_MSG.mobileInUse };

  const passwordHash = password ? await hashSecret(password) : null;
  try {
    const memberId = await db.transaction(async (tx) => {
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
        .returning({ id: members.id });
      const id = inserted!.id;
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
      return id;
    });
    return { ok: true, memberId };
  } catch (error) {
    // Two purchases of the same new person at once: the other one created it.
    if (isUniqueViolation(error, 'members_cpf_key')) {
      const existing = await findBuyer(db, form);
      if (existing) return { ok: true, memberId: existing.id };
    }
    if (isUniqueViolation(error, 'members_email_key')) return { ok: false, message: REG_MSG.emailInUse };
    if (isUniqueViolation(error, 'members_mobile_key')) return { ok: false, message: REG_MSG.mobileInUse };
    throw error;
  }
}
