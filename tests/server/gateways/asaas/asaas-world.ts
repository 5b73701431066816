import { eq } from 'drizzle-orm';
import { cashFlowItems, transactions } from '../../../../server/db/schema';
import type { Config } from '../../../../server/config';
import { startFakeAsaas, type FakeAsaas } from '../../../support/fake-asaas/fake-asaas-server';
import { createTestApp, type TestContext } from '../../support/test-app';

export interface AsaasWorld {
  t: TestContext;
  asaas: FakeAsaas;
  /** Every line the app logged, to prove no secret or card number is among them. */
  logLines: string[];
  close: () => Promise<void>;
}

/** The app with PAYMENT_GATEWAY=asaas pointed at the fake Asaas, whose webhooks reach it by inject. */
export let lastWebhookAnswer = '';

export async function startAsaasWorld(overrides: Partial<Config> = {}): Promise<AsaasWorld> {
  const asaas = await startFakeAsaas();
  const logLines: string[] = [];
  const t = await createTestApp(
    {
      paymentGateway: 'asaas',
      asaas: { apiUrl: asaas.url, apiKey: asaas.apiKey, webhookToken: asaas.webhookToken },
      logLevel: 'debug',
      ...overrides,
    },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  asaas.onWebhook(async (body, headers) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/asaas', headers, payload: body });
    if (res.statusCode >= 400) lastWebhookAnswer = res.body;
    return res.statusCode;
  });
  return {
    t,
    asaas,
    logLines,
    close: async () => {
      await t.close();
      await asaas.close();
    },
  };
}

/** Our payment row of an Asaas payment id. */
export const transactionOf = async (world: AsaasWorld, gatewayId: string) =>
  (await world.t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId)))[0]!;

/** When an item was paid; null when it is open. */
export const paidAtOf = async (world: AsaasWorld, itemId: number) =>
  (await world.t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, itemId)))[0]!.paidAt;
