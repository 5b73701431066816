import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MSG } from '../../../domain/activity-messages';
import { UPLOAD_MSG } from '../../../domain/upload-messages';
import { memberGet } from '../support/member-calls';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { activityCalls, GIF, thisYear } from './activity-support';

let t: TestContext;
let maria: string;
let pedro: string;
const calls = activityCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
});
afterAll(async () => t?.close());

describe('/api/documentos/atividades: "Adicionar atividade"', () => {
  it('declares an activity with its PDF proof: "Em análise", listed, counting nothing yet', async () => {
    const before = await calls.points(maria);
    const res = await calls.declared(maria);
    expect(res.statusCode).toBe(200);
    expect(res.json().activity).toEqual({
      id: expect.any(Number),
      associationId: 428,
      name: 'Curso de Atualização em Catarata',
      date: `${thisYear}-03-15`,
      points: 10,
      status: 'pending',
      refusalReason: null,
      proofFileName: 'certificado-curso.pdf',
    });
    const listed = (await calls.list(maria)).json().activities;
    expect(listed).toEqual([res.json().activity]);
    expect((await calls.points(maria)).total).toBe(before.total);
  });

  it('refuses each bad field with its pt-BR message', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, ACTIVITY_MSG.nameRequired],
      [{ name: 'x'.repeat(201) }, ACTIVITY_MSG.nameTooLong],
      [{ date: '31/02/2026' }, ACTIVITY_MSG.dateInvalid],
      [{ date: `${thisYear}-02-30` }, ACTIVITY_MSG.dateInvalid],
      [{ date: tomorrow }, ACTIVITY_MSG.dateInFuture],
      [{ date: `${thisYear - 5}-12-31` }, ACTIVITY_MSG.dateTooOld(thisYear - 4)],
      [{ points: 0 }, ACTIVITY_MSG.pointsInvalid],
      [{ points: -3 }, ACTIVITY_MSG.pointsInvalid],
      [{ points: 2.5 }, ACTIVITY_MSG.pointsInvalid],
      [{ points: 101 }, ACTIVITY_MSG.pointsInvalid],
      [{ points: 'dez' }, ACTIVITY_MSG.pointsInvalid],
      [{ uploadId: '' }, ACTIVITY_MSG.proofRequired],
      [{ uploadId: 'f'.repeat(32) }, UPLOAD_MSG.notFound],
      [{ uploadToken: 'forjado' }, UPLOAD_MSG.tokenInvalid],
      [{ associationId: 1024839 }, ACTIVITY_MSG.notMember],
      [{ associationId: 999999 }, ACTIVITY_MSG.notMember],
    ];
    for (const [fields, message] of cases) {
      const res = await calls.declared(maria, fields);
      expect([404, 422], JSON.stringify(fields)).toContain(res.statusCode);
      expect(res.json(), JSON.stringify(fields)).toEqual({ ok: false, message });
    }
    expect((await calls.list(maria)).json().activities).toHaveLength(1);
  });

  it("takes only a PDF, JPG or PNG proof, once, from the member's own upload", async () => {
    const gif = await calls.proof(GIF, 'foto.gif');
    expect((await calls.declared(maria, gif)).json()).toEqual({
      ok: false,
      message: ACTIVITY_MSG.proofWrongType,
    });
    const proof = await calls.proof();
    expect((await calls.declared(maria, proof)).statusCode).toBe(200);
    // The same upload again, by her or by another member: taken already.
    expect((await calls.declared(maria, proof)).json().message).toBe(UPLOAD_MSG.notFound);
    expect((await calls.declared(pedro, proof)).json().message).toBe(UPLOAD_MSG.notFound);
  });

  it('shows the proof to its member only; another member sees neither it nor the activity', async () => {
    const [activity] = (await calls.list(maria)).json().activities as { id: number }[];
    const url = `/api/documentos/atividades/${activity!.id}/comprovante`;
    const mine = await memberGet(t, maria, url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.startsWith('%PDF-')).toBe(true);
    expect((await memberGet(t, pedro, url)).statusCode).toBe(404);
    expect((await calls.list(pedro)).json().activities).toEqual([]);
    expect((await memberGet(t, null, url)).statusCode).toBe(401);
    expect((await calls.list(null)).statusCode).toBe(401);
    expect((await calls.declare(null, {})).statusCode).toBe(401);
  });

  it('never answers a 500 to bad input', async () => {
    const bodies: unknown[] = [
      {},
      { associationId: 'x' },
      { associationId: 428, name: 5, date: [], points: {}, uploadToken: null, uploadId: 1 },
      { associationId: 428, name: 'a'.repeat(5000), date: 'x', points: '1', uploadToken: '', uploadId: '' },
      { associationId: 2 ** 40, name: 'a', date: '2026-01-01', points: 1, uploadToken: '', uploadId: '' },
    ];
    for (const body of bodies) {
      const res = await calls.declare(maria, body as object);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await memberGet(t, maria, `/api/documentos/atividades/${id}/comprovante`);
      expect([400, 404], id).toContain(res.statusCode);
    }
  });
});
