import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';

/** Login and recovery accept the e-mail or the mobile number (masked or not). */
export async function findMemberByLogin(db: Db, login: string) {
  const value = login.trim();
  if (value.includes('@')) {
    const [member] = await db.select().from(members).where(eq(members.email, value.toLowerCase()));
    return member;
  }
  const digits = value.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 11) return undefined;
  const [member] = await db.select().from(members).where(eq(members.mobile, digits));
  return member;
}
