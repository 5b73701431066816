import { randomInt } from 'node:crypto';
import { hashSecret } from '../../../../server/auth/passwords';
import { members, memberships } from '../../../../server/db/schema';
import { startSession } from '../../../../server/plugins/auth';
import { cpfFrom } from '../../support/registration';
import type { TestContext } from '../../support/test-app';

export const PASSWORD = 'Quita@2026';
let counter = 0;

export interface Person {
  id: number;
  cpf: string;
  email: string;
  mobile: string;
  /** A login token (members with a password only). */
  token: string;
}

/**
 * A new person straight in the database: a confirmed member, an unconfirmed one, or a registrant
 * association 428 knows (no password). Each test gets fresh counters (codes, limits) this way.
 */
export async function newPerson(
  t: TestContext,
  kind: 'member' | 'unconfirmed' | 'registrant' = 'member',
): Promise<Person> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${randomInt(1000)}`;
  const cpf = cpfFrom(String(randomInt(100_000_000, 999_999_999)));
  const email = `p.${tag}@exemplo.com.br`;
  const mobile = `119${String(randomInt(10_000_000, 99_999_999))}`;
  const [row] = await t.database.db
    .insert(members)
    .values({
      name: 'Pessoa Teste Segura',
      cpf,
      email,
      mobile,
      passwordHash: kind === 'registrant' ? null : await hashSecret(PASSWORD),
      confirmed: kind === 'member',
    })
    .returning({ id: members.id });
  const id = row!.id;
  await t.database.db
    .insert(memberships)
    .values({ memberId: id, associationId: 428, categoryId: 601, status: kind === 'registrant' ? 'R' : 'A' });
  return { id, cpf, email, mobile, token: kind === 'member' ? await startSession(t.app, id, 0) : '' };
}
