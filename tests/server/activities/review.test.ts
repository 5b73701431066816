import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MSG } from '../../../domain/activity-messages';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { activityCalls, thisYear } from './activity-support';

let t: TestContext;
let maria: string;
let tokens: StaffTokens;
const calls = activityCalls(() => t);

const declare = async (fields: Record<string, unknown>) =>
  (await calls.declared(maria, fields)).json().activity as { id: number };
const status = async (id: number) =>
  (
    (await calls.list(maria)).json().activities as { id: number; status: string; refusalReason: string }[]
  ).find((a) => a.id === id);

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  tokens = await staffTokens(t);
});
afterAll(async () => t?.close());

describe('Solicitações › "Atividade de atualização"', () => {
  it("lists the association's pending activities; accepting one puts its points in the goal", async () => {
    const before = await calls.points(maria);
    const activity = await declare({ name: 'Simpósio de Retina', points: 12 });
    const list = await gestao(t, tokens.gestor, 'GET', '/activities');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.json().items).toEqual([
      {
        id: activity.id,
        memberName: 'Maria Demo Silva',
        cpf: '529.982.247-25',
        name: 'Simpósio de Retina',
        date: `${thisYear}-03-15`,
        points: 12,
        proofFileName: 'certificado-curso.pdf',
        declaredAt: expect.any(String),
      },
    ]);
    const proof = await gestao(t, tokens.gestor, 'GET', `/activities/${activity.id}/proof`);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');

    const accepted = await gestao(t, tokens.gestor, 'POST', `/activities/${activity.id}/accept`);
    expect(accepted.json()).toEqual({ ok: true });
    expect((await status(activity.id))?.status).toBe('accepted');
    const after = await calls.points(maria);
    expect(after.total).toBe(before.total + 12);
    expect(after.perYear.at(-1)).toMatchObject({ year: thisYear, points: 12, counted: 12 });
    expect((await gestao(t, tokens.gestor, 'GET', '/activities')).json().total).toBe(0);
    // Decided once: neither accepted again nor refused after.
    const again = await gestao(t, tokens.gestor, 'POST', `/activities/${activity.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ ok: false, message: ACTIVITY_MSG.alreadyReviewed });
    const late = await gestao(t, tokens.gestor, 'POST', `/activities/${activity.id}/refuse`, { reason: 'x' });
    expect(late.statusCode).toBe(409);
  });

  it('refuses with the reason the member reads; a refused activity counts nothing', async () => {
    const before = await calls.points(maria);
    const activity = await declare({ name: 'Curso sem carga horária', points: 5 });
    const empty = await gestao(t, tokens.gestor, 'POST', `/activities/${activity.id}/refuse`, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const res = await gestao(t, tokens.gestor, 'POST', `/activities/${activity.id}/refuse`, {
      reason: 'O comprovante não mostra a carga horária.',
    });
    expect(res.json()).toEqual({ ok: true });
    expect(await status(activity.id)).toMatchObject({
      status: 'refused',
      refusalReason: 'O comprovante não mostra a carga horária.',
    });
    expect((await calls.points(maria)).total).toBe(before.total);
  });

  it('counts at most the "máximo por ano" a year, and last year\'s activity in last year', async () => {
    const accept = async (fields: Record<string, unknown>) => {
      const { id } = await declare(fields);
      expect((await gestao(t, tokens.gestor, 'POST', `/activities/${id}/accept`)).statusCode).toBe(200);
    };
    await accept({ points: 20 });
    await accept({ points: 15 }); // this year: 12 + 20 + 15 = 47, capped at 40
    await accept({ date: `${thisYear - 1}-06-01`, points: 7 });
    const points = await calls.points(maria);
    expect(points.perYear.at(-1)).toMatchObject({ year: thisYear, points: 47, counted: 40 });
    expect(points.perYear.at(-2)).toMatchObject({ year: thisYear - 1, points: 7, counted: 7 });
    expect(points.total).toBe(47);
  });

  it("keeps another association's staff and other roles out (404 / 403), and a member out", async () => {
    const activity = await declare({ name: 'Jornada de Glaucoma' });
    const urls = [
      ['GET', `/activities/${activity.id}/proof`],
      ['POST', `/activities/${activity.id}/accept`],
      ['POST', `/activities/${activity.id}/refuse`],
    ] as const;
    for (const [method, url] of urls) {
      const body = method === 'POST' ? { reason: 'Outra associação' } : undefined;
      expect((await gestao(t, tokens.psi, method, url, body)).statusCode, url).toBe(404);
      expect((await gestao(t, tokens.financeiro, method, url, body)).statusCode, url).toBe(403);
      expect((await gestao(t, null, method, url, body)).statusCode, url).toBe(401);
      expect((await gestao(t, maria, method, url, body)).statusCode, url).toBe(401);
    }
    expect((await gestao(t, tokens.psi, 'GET', '/activities')).json().items).toEqual([]);
    expect((await status(activity.id))?.status).toBe('pending');
  });

  it('never answers a 500 to bad input', async () => {
    for (const id of ['abc', '0', '-4', '99999999999', '1e3']) {
      for (const [method, url] of [
        ['GET', `/activities/${id}/proof`],
        ['POST', `/activities/${id}/accept`],
        ['POST', `/activities/${id}/refuse`],
      ] as const) {
        const res = await gestao(
          t,
          tokens.gestor,
          method,
          url,
          method === 'POST' ? { reason: 'x' } : undefined,
        );
        expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    for (const page of ['0', 'x', '-1', '1e9999']) {
      expect((await gestao(t, tokens.gestor, 'GET', `/activities?page=${page}`)).statusCode).toBe(400);
    }
    const { id } = await declare({});
    for (const body of [{}, { reason: 5 }, { reason: 'x'.repeat(1001) }]) {
      expect((await gestao(t, tokens.gestor, 'POST', `/activities/${id}/refuse`, body)).statusCode).toBe(400);
    }
  });
});
