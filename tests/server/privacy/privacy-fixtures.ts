import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { hashSecret } from '../../../server/auth/passwords';
import {
  addresses,
  cashFlowItems,
  documents,
  issuedDocuments,
  members,
  transactions,
  uploads,
} from '../../../server/db/schema';
import { formatCpf } from '../../../domain/cpf';
import { memberOf } from '../gestao/gestao-fixtures';
import type { TestContext } from '../support/test-app';

export const PASSWORD = 'Apagar@2026';
export const PIN = '4321';
const DAY = 86_400_000;

/**
 * A member of the association with a password and PIN, signed in, holding a bit of everything
 * an erasure touches: an address, an uploaded document (its file on disk), a paid item with its
 * receipt, an item not yet due and (if asked) an overdue one.
 */
export async function memberToErase(t: TestContext, associationId = 428, { overdue = false } = {}) {
  const person = await memberOf(t, associationId, { name: `Fulana Apagável ${Date.now() % 100000}` });
  const db = t.database.db;
  await db
    .update(members)
    .set({ passwordHash: await hashSecret(PASSWORD), pinHash: await hashSecret(PIN), confirmed: true })
    .where(eq(members.id, person.memberId));
  await db.insert(addresses).values({
    memberId: person.memberId,
    cep: '01310100',
    street: 'Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
  const uploadId = `erasure-${person.memberId}`;
  const dir = join(t.app.config.dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, uploadId);
  writeFileSync(file, 'diploma');
  await db
    .insert(uploads)
    .values({ id: uploadId, flowId: 'f', kind: 'document', fileName: 'diploma.pdf', size: 7 });
  await db.insert(documents).values({
    memberId: person.memberId,
    associationId,
    fileName: 'diploma.pdf',
    mime: 'application/pdf',
    size: 7,
    uploadId,
  });
  const item = async (dueInDays: number, paid = false) =>
    (
      await db
        .insert(cashFlowItems)
        .values({
          memberId: person.memberId,
          associationId,
          kind: 'due',
          description: `Contribuição ${dueInDays}`,
          dueAt: new Date(Date.now() + dueInDays * DAY),
          amountCentavos: 10_000,
          ...(paid ? { paidAt: new Date(), paidCentavos: 10_000 } : {}),
        })
        .returning({ id: cashFlowItems.id })
    )[0]!.id;
  const paidItem = await item(-40, true);
  const futureItem = await item(20);
  const overdueItem = overdue ? await item(-10) : null;
  const [tx] = await db
    .insert(transactions)
    .values({
      itemId: paidItem,
      method: 'M',
      status: 'succeeded',
      amountCentavos: 10_000,
      accessHash: `erasure-${person.memberId}`,
      settledAt: new Date(),
    })
    .returning({ id: transactions.id });
  const code = `ERAS${String(person.memberId).padStart(11, '0')}`.slice(0, 15);
  await db.insert(issuedDocuments).values({
    kind: 'recibo',
    code,
    memberId: person.memberId,
    associationId,
    transactionId: tx!.id,
    payload: {
      title: 'Recibo',
      association: { name: 'Associação', cnpj: null },
      member: { name: person.name, cpf: person.cpf },
      statement: `Recebemos de ${person.name}, CPF ${formatCpf(person.cpf)}, a importância de R$ 100,00.`,
      fields: [{ label: 'Valor', value: 'R$ 100,00' }],
    },
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: person.email, senha: PASSWORD },
  });
  const token = login.json().token as string;
  return { ...person, token, file, uploadId, paidItem, futureItem, overdueItem, transactionId: tx!.id, code };
}
