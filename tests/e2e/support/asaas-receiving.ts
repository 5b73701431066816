import { expect, type APIRequestContext } from '@playwright/test';
import { FAKE_ASAAS_KEY, FAKE_ASAAS_WEBHOOK_TOKEN } from '../../support/fake-asaas/fake-asaas-server';
import { bearer, GESTOR, staffToken } from './gestao-staff';

/** Association 428 receives at its own Asaas account: the fake's key and token, chosen in Recebimentos. */
export async function receiveAtFakeAsaas(request: APIRequestContext) {
  const headers = bearer(await staffToken(request, GESTOR));
  const saved = await request.put('/api/gestao/receiving/asaas', {
    headers,
    data: { apiKey: FAKE_ASAAS_KEY, webhookToken: FAKE_ASAAS_WEBHOOK_TOKEN },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const chosen = await request.put('/api/gestao/receiving/choice', { headers, data: { gateway: 'asaas' } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return headers;
}

/** The Asaas settings removed again: asaas.spec.ts starts from an association with none. */
export async function forgetFakeAsaas(request: APIRequestContext) {
  const removed = await request.delete('/api/gestao/receiving/asaas', {
    headers: bearer(await staffToken(request, GESTOR)),
  });
  expect(removed.status()).toBe(200);
}
