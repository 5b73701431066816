import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, members } from '../db/schema';
import type { CardHolder } from '../gateways/payment/payment-gateway-card';

const digitsOf = (value: string | null) => value?.replace(/\D/g, '') || null;

/**
 * The card holder a PSP asks for beside the card (Asaas creditCardHolderInfo): the member's
 * profile, the main address (else the newest) and the address the request came from.
 */
export async function cardHolderOf(
  db: Db,
  memberId: number,
  remoteIp: string,
): Promise<CardHolder | undefined> {
  const [member] = await db
    .select({ name: members.name, cpf: members.cpf, email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return undefined;
  const [address] = await db
    .select({ cep: addresses.cep, number: addresses.number })
    .from(addresses)
    .where(and(eq(addresses.memberId, memberId)))
    .orderBy(desc(addresses.main), desc(addresses.id))
    .limit(1);
  return {
    name: member.name,
    cpfCnpj: member.cpf.replace(/\D/g, ''),
    email: member.email,
    phone: digitsOf(member.mobile),
    postalCode: digitsOf(address?.cep ?? null),
    addressNumber: address?.number ?? null,
    remoteIp,
  };
}
