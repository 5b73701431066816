import { expect, type APIRequestContext } from '@playwright/test';
import type { StaffLoginResponse } from '../../../domain/contract/gestao-session';
import { freshAlphanumericCnpj } from './cnpj';
import { STAFF_PASSWORD } from './gestao-staff';
import { nextCode, outboxIds } from './outbox';

/**
 * A new association signed up at /api/gestao/cadastro as the screen does it (the sandbox captcha,
 * the code from the outbox): its gestor signs in with STAFF_PASSWORD.
 */
export async function newAssociation(request: APIRequestContext, displayName: string) {
  const email = `gestora.${Date.now().toString(36)}@primeiros-passos.org.br`;
  const before = await outboxIds(request, email);
  const started = await request.post('/api/gestao/cadastro', {
    data: {
      cnpj: freshAlphanumericCnpj(),
      legalName: `${displayName} Ltda.`,
      displayName,
      city: 'Recife',
      uf: 'PE',
      name: 'Helena Gestora',
      email,
      password: STAFF_PASSWORD,
      captcha: 'sandbox-captcha-ok',
    },
  });
  expect(started.status()).toBe(201);
  const { signupId } = (await started.json()) as { signupId: string };
  const code = await nextCode(request, email, before);
  const done = await request.post(`/api/gestao/cadastro/${signupId}/confirmacao`, { data: { code } });
  expect(done.status()).toBe(200);
  const { staff } = (await done.json()) as StaffLoginResponse;
  return { email, associationId: staff.associationId };
}
