import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { ticketKeys, type TicketKeys } from '../../../server/congress/ticket-keys';
import { ticketPayload, verifiedTicket } from '../../../server/congress/ticket-signature';
import { ticketSigningKeys } from '../../../server/db/schema-congress';
import { secretBoxOf } from '../../../server/secrets/secret-box';
import { staffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { oneDayCourse } from './one-day-course';
import { get, insertItem, memberIdOf, paidByPixInSandbox } from '../support/wallet';

let t: TestContext;
let event: GestaoEvent;
let keys: TicketKeys;
let mariaToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const { gestor } = await staffTokens(t);
  const res = await gestao(t, gestor, 'POST', '/events', oneDayCourse('Curso Demo de Ingressos'));
  event = res.json().event;
  keys = await ticketKeys(t.database.db, secretBoxOf(t.app.config));
  mariaToken = await t.login(DEMO.maria);
});
afterAll(() => t.close());

describe('Ingressos: a paid registration issues one signed ticket', () => {
  it('Maria pays by PIX and "Meus ingressos" lists the ticket, its short code and a QR our key signed', async () => {
    const maria = await memberIdOf(t, 'membro@exemplo.com.br');
    const item = await insertItem(t, {
      memberId: maria,
      kind: 'product',
      productId: event.productId,
      description: 'Curso Demo de Ingressos - Titular',
      amountCentavos: 20_000,
    });
    expect((await get(t, mariaToken, '/api/ingressos')).json()).toEqual([]);
    await paidByPixInSandbox(t, maria, [item.id]);
    const res = await get(t, mariaToken, '/api/ingressos');
    expect(res.statusCode).toBe(200);
    const tickets = res.json() as MemberTicket[];
    expect(tickets).toHaveLength(1);
    const [ticket] = tickets;
    expect(ticket).toMatchObject({
      eventName: 'Curso Demo de Ingressos',
      startsAt: '2027-04-10T11:00:00.000Z',
      place: 'Auditório Demo, São Paulo - SP',
      status: 'valid',
    });
    expect(ticket!.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(verifiedTicket(keys, ticket!.qrPayload)).toEqual({
      ticketId: ticket!.id,
      eventId: event.id,
      code: ticket!.code,
    });
    // Asking again issues nothing new.
    expect((await get(t, mariaToken, '/api/ingressos')).json()).toEqual(tickets);
    // Another member never sees it; no token, no list.
    expect((await get(t, await t.login(DEMO.pedro), '/api/ingressos')).json()).toEqual([]);
    expect((await get(t, null, '/api/ingressos')).statusCode).toBe(401);
  });

  it('a forged signature, claims moved to another event or a key not ours verify as nothing', async () => {
    const claims = { ticketId: 7, eventId: event.id, code: 'ABCDEFGH' };
    const good = ticketPayload(keys, claims);
    expect(verifiedTicket(keys, good)).toEqual(claims);
    const flipped = good.slice(0, -2) + (good.endsWith('AA') ? 'BA' : 'AA');
    expect(verifiedTicket(keys, flipped)).toBeNull();
    const otherEvent = good.replace(`.${event.id}.ABCDEFGH.`, `.${event.id + 1}.ABCDEFGH.`);
    expect(verifiedTicket(keys, otherEvent)).toBeNull();
    const stranger = generateKeyPairSync('ed25519');
    const foreign = ticketPayload({ ...keys, privateKey: stranger.privateKey }, claims);
    expect(verifiedTicket(keys, foreign)).toBeNull();
    expect(verifiedTicket(keys, 'https://exemplo.com.br')).toBeNull();
  });

  it('the private key rests sealed in the database, never in the clear', async () => {
    const [row] = await t.database.db.select().from(ticketSigningKeys);
    expect(row!.privateKeySealed).toMatch(/^v1\./);
    const pkcs8 = keys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(row!.privateKeySealed).not.toContain(pkcs8.slice(-40));
    expect(row!.publicKey).toBe(keys.publicKeyRaw);
  });
});
