import { eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../db/personal-data-source';
import { asaasCustomers, members } from '../db/schema';

/**
 * The member as a customer of an Asaas account (asaas_customers, keyed by the CPF, not the member):
 * which account and the customer's id there. An erasure takes the CPF away in its transaction and
 * leaves the row marked; right after the commit Asaas is asked to remove the customer
 * (./asaas-customer-removal.ts), and the row goes once it did.
 */
export const asaasCustomersSource: PersonalDataSource = {
  section: 'clientesAsaas',
  table: 'asaas_customers',
  async heldOf(db, memberId) {
    const rows = await db
      .select({
        account: asaasCustomers.account,
        customerId: asaasCustomers.customerId,
        createdAt: asaasCustomers.createdAt,
      })
      .from(asaasCustomers)
      .innerJoin(members, eq(members.cpf, asaasCustomers.cpfCnpj))
      .where(eq(members.id, memberId))
      .orderBy(asaasCustomers.id);
    return { rows, files: [] };
  },
  erasure: {
    keeps:
      'Com vencidos mantidos para cobrança (LGPD art. 16, II), o cliente no Asaas e o CPF que o liga a ele: as cobranças vencidas vivem nele.',
    async erase(tx, _memberId, { before, now, keepForCollection }) {
      if (keepForCollection) return;
      await tx
        .update(asaasCustomers)
        .set({ cpfCnpj: null, erasedAt: now, nextRemovalAt: now })
        .where(eq(asaasCustomers.cpfCnpj, before.cpf));
    },
  },
};
