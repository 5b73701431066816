import { and, eq } from 'drizzle-orm';
import { failed, succeeded, type Outcome } from '../../../../domain/outcome';
import type { Db } from '../../../db/client';
import { asaasCustomers } from '../../../db/schema';
import { GatewayRefusal } from '../payment-gateway';
import type { AsaasClient } from './asaas-client';

/** Who a charge is for, as Asaas keeps a customer (API v3 "Criar novo cliente"). */
export interface AsaasPayer {
  name: string;
  /** CPF or CNPJ, digits only. */
  cpfCnpj: string;
  email?: string | null;
  mobilePhone?: string | null;
}

interface CustomerAnswer {
  id: string;
}

/**
 * The Asaas customer of this person on this account: ours from asaas_customers, else one Asaas
 * already has with this CPF/CNPJ (a crash after POST /customers left it there), else a new one.
 * Created once, reused by every later payment.
 */
export async function customerOf(
  db: Db,
  client: AsaasClient,
  account: string,
  payer: AsaasPayer,
): Promise<string> {
  const key = and(eq(asaasCustomers.account, account), eq(asaasCustomers.cpfCnpj, payer.cpfCnpj));
  const [known] = await db.select({ id: asaasCustomers.customerId }).from(asaasCustomers).where(key);
  if (known) return known.id;

  // GET /v3/customers?cpfCnpj= ("Listar clientes")
  const found = await client.call<{ data?: CustomerAnswer[] }>(
    'GET',
    `/customers?cpfCnpj=${encodeURIComponent(payer.cpfCnpj)}`,
  );
  if (!found.ok) throw new Error(found.message);
  let customerId = found.body.data?.[0]?.id;
  if (!customerId) {
    // POST /v3/customers ("Criar novo cliente")
    const created = await client.call<CustomerAnswer>('POST', '/customers', {
      name: payer.name,
      cpfCnpj: payer.cpfCnpj,
      ...(payer.email ? { email: payer.email } : {}),
      ...(payer.mobilePhone ? { mobilePhone: payer.mobilePhone } : {}),
      externalReference: payer.cpfCnpj,
      // Quita sends its own receipts and reminders.
      notificationDisabled: true,
    });
    if (!created.ok) throw new GatewayRefusal(created.message);
    customerId = created.body.id;
  }
  await db
    .insert(asaasCustomers)
    .values({ account, cpfCnpj: payer.cpfCnpj, customerId })
    .onConflictDoNothing();
  const [stored] = await db.select({ id: asaasCustomers.customerId }).from(asaasCustomers).where(key);
  return stored?.id ?? customerId;
}

/**
 * DELETE /v3/customers/{id} ("Remover cliente"): Asaas removes the customer with its subscriptions
 * and its pending or overdue charges (a soft removal: POST /customers/{id}/restore undoes it).
 * One Asaas does not know (404) was removed already: that is what we asked.
 */
export async function removeCustomer(client: AsaasClient, customerId: string): Promise<Outcome> {
  const answer = await client.call('DELETE', `/customers/${encodeURIComponent(customerId)}`);
  return answer.ok || answer.status === 404 ? succeeded(undefined) : failed(answer.message);
}
