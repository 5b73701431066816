import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { findMainAddress } from '../members/registrant';

type MainAddress = NonNullable<Awaited<ReturnType<typeof findMainAddress>>>;

/** "Suas Informações" of the product review: the member's account and main address (null without one). */
export interface ReviewPrefill {
  name: string;
  cpf: string;
  email: string | null;
  mobile: string | null;
  address: MainAddress | null;
}

export async function reviewPrefill(db: Db, memberId: number): Promise<ReviewPrefill | undefined> {
  const [member] = await db
    .select({ name: members.name, cpf: members.cpf, email: members.email, mobile: members.mobile })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return undefined;
  return { ...member, address: (await findMainAddress(db, memberId)) ?? null };
}
