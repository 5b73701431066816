import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMachinesResponse } from '../../domain/contract/sandbox';
import { createTestApp, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/sandbox/maquinas', () => {
  it('lists the machines of machines/*.machine.ts with their states and events', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sandbox/maquinas' });
    expect(res.statusCode).toBe(200);
    const { maquinas } = res.json<SandboxMachinesResponse>();
    const files = readdirSync('machines').filter((file) => file.endsWith('.machine.ts'));
    expect(maquinas.length).toBeGreaterThanOrEqual(files.length);
    const ids = maquinas.map((machine) => machine.id);
    expect(ids).toEqual(expect.arrayContaining(['checkout', 'forgotPassword', 'login', 'registration']));
    const checkout = maquinas.find((machine) => machine.id === 'checkout')!;
    expect(checkout.states).toContainEqual({
      path: 'pix.countdown.ticking',
      type: 'atomic',
      events: [],
      delays: ['tick'],
      tags: [],
      openable: true,
    });
    expect(checkout.events).toContain('pix.regenerate');
  });

  it("keeps the inspector's window (?inspect) within the app's reach in a sandbox only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('is not served outside the sandbox, where the app keeps no window within reach', async () => {
    const other = await createTestApp({ sandbox: false });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/sandbox/maquinas' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await other.close();
    }
  });
});
