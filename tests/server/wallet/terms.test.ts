import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, post } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const termos = async (token: string) => (await get(t, token, '/api/emitente/termos')).json();
const acceptedAt = async () =>
  (await t.database.db.select().from(members).where(eq(members.id, mariaId)))[0]!.termsAcceptedAt;

describe('privacy terms', () => {
  it('are not accepted by the seeded members', async () => {
    expect(await termos(maria)).toEqual({ RESULTADO: true, ACEITO: false });
    expect(await termos(pedro)).toEqual({ RESULTADO: true, ACEITO: false });
  });

  it('aceitarTermos records the acceptance for that member only', async () => {
    const res = await post(t, maria, '/api/emitente/aceitarTermos');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ RESULTADO: true, MSG: 'Termos de privacidade aceitos.' });
    expect(await termos(maria)).toEqual({ RESULTADO: true, ACEITO: true });
    expect(await termos(pedro)).toEqual({ RESULTADO: true, ACEITO: false });
  });

  it('accepting again keeps the date of the first acceptance', async () => {
    const first = await acceptedAt();
    expect(first).toBeInstanceOf(Date);
    await post(t, maria, '/api/emitente/aceitarTermos');
    expect(await acceptedAt()).toEqual(first);
  });

  it('needs the login token', async () => {
    expect((await get(t, null, '/api/emitente/termos')).statusCode).toBe(401);
    expect((await post(t, null, '/api/emitente/aceitarTermos')).statusCode).toBe(401);
  });
});
