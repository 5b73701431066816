import { expect, type APIRequestContext } from '@playwright/test';
import type { SandboxMessage, SandboxMessagesResponse } from '../../../domain/contract/sandbox';

/** What the sandbox "sent" to an e-mail or mobile, newest first. */
export async function outbox(request: APIRequestContext, para: string): Promise<SandboxMessage[]> {
  const res = await request.get('/api/sandbox/mensagens', { params: { para } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as SandboxMessagesResponse).mensagens;
}

/** The ids already in the outbox, to tell the next message apart. */
export async function outboxIds(request: APIRequestContext, para: string): Promise<Set<number>> {
  return new Set((await outbox(request, para)).map((m) => m.id));
}

/** The 6-digit code of the first message that was not in `before`, waiting for it to arrive. */
export async function nextCode(
  request: APIRequestContext,
  para: string,
  before: Set<number> = new Set(),
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const fresh = (await outbox(request, para)).find((m) => !before.has(m.id));
      code = /\b(\d{6})\b/.exec(fresh?.corpo ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
