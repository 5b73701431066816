import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCalls } from '../activities/activity-support';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { insertItem, memberIdOf, paidByPixInSandbox } from '../support/wallet';

let t: TestContext;
let base: string;
let maria: string;
let pedro: string;
let tokens: StaffTokens;
const calls = activityCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

/** Listens to a live-changes stream: the events' names so far; `stop` ends it. */
function listen(path: string, token: string) {
  const names: string[] = [];
  const controller = new AbortController();
  const opened = (async () => {
    const res = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        text += value;
        names.splice(0, names.length, ...[...text.matchAll(/^event: (.*)$/gm)].map((m) => m[1]!));
      }
    })();
  })();
  return {
    names,
    ready: async () => {
      await opened;
      await expect.poll(() => names.includes('aberto')).toBe(true);
    },
    changed: () => names.filter((n) => n === 'mudou').length,
    stop: () => controller.abort(),
  };
}

describe('Live changes: the screens open on what changed ask again', () => {
  it("a payment settles: Maria's Home and her association's Pagamentos hear it; Pedro and another association do not", async () => {
    const streams = {
      maria: listen('/api/ao-vivo', maria),
      pedro: listen('/api/ao-vivo', pedro),
      gestor: listen('/api/gestao/ao-vivo', tokens.gestor),
      psi: listen('/api/gestao/ao-vivo', tokens.psi),
    };
    await Promise.all(Object.values(streams).map((s) => s.ready()));
    const mariaId = await memberIdOf(t, DEMO.maria.usuario);
    const item = await insertItem(t, {
      memberId: mariaId,
      description: 'Taxa ao vivo',
      amountCentavos: 4_500,
    });
    await paidByPixInSandbox(t, mariaId, [item.id]);
    await expect.poll(() => streams.maria.changed(), { timeout: 5_000 }).toBe(1);
    await expect.poll(() => streams.gestor.changed(), { timeout: 5_000 }).toBe(1);
    // Given a moment to arrive, what is not theirs never does.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(streams.pedro.changed()).toBe(0);
    expect(streams.psi.changed()).toBe(0);

    // Staff refund it: Maria's Home hears that too.
    const [payment] = (await gestao(t, tokens.financeiro, 'GET', '/payments?q=Taxa ao vivo')).json()
      .payments as { id: number }[];
    expect(
      (await gestao(t, tokens.financeiro, 'POST', `/payments/${payment!.id}/refund`, { reopenItem: false }))
        .statusCode,
    ).toBe(200);
    await expect.poll(() => streams.maria.changed(), { timeout: 5_000 }).toBe(2);
    await expect.poll(() => streams.gestor.changed(), { timeout: 5_000 }).toBe(2);
    for (const stream of Object.values(streams)) stream.stop();
  });

  it('staff accept an activity: the member\'s open "Pontos" hears it', async () => {
    const stream = listen('/api/ao-vivo', maria);
    await stream.ready();
    const { activity } = (await calls.declared(maria, { name: 'Jornada ao vivo', points: 3 })).json() as {
      activity: { id: number };
    };
    await gestao(t, tokens.gestor, 'POST', `/activities/${activity.id}/accept`);
    await expect.poll(() => stream.changed(), { timeout: 5_000 }).toBe(1);
    stream.stop();
  });

  it('answers 401 with no token, and a member token opens no staff stream', async () => {
    expect((await fetch(`${base}/api/ao-vivo`)).status).toBe(401);
    expect(
      (await fetch(`${base}/api/gestao/ao-vivo`, { headers: { authorization: `Bearer ${maria}` } })).status,
    ).toBe(401);
  });
});
