import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CertificatesIssued, Registration } from '../../../domain/contract/gestao-event-desk';
import type { EventCertificates } from '../../../domain/contract/documents';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import { issueDueCertificates } from '../../../server/congress/due-certificates';
import { memberUpdatePoints } from '../../../server/documents/update-points';
import { issuedDocuments, associations, outboundMessages } from '../../../server/db/schema';
import { congressEvents } from '../../../server/db/schema-congress';
import { pdfText } from '../documents/pdf-text';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get } from '../support/wallet';
import { mariasTicket } from './maria-ticket';
import { oneDayCourse } from './one-day-course';
import { serverClockAt } from './server-clock';

let t: TestContext;
let tokens: StaffTokens;
let maria: string;
let course: GestaoEvent;
const codes: Record<'maria' | 'joao' | 'pedro', string> = { maria: '', joao: '', pedro: '' };

const DAYS = ['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13'];
const JOAO = { name: 'João Demo Pereira', cpf: '111.444.777-35', email: 'joao.certificado@exemplo.com.br' };
const PEDRO = { name: 'Pedro Demo Costa', cpf: '390.533.447-05', email: 'novo@exemplo.com.br' };

const scan = (code: string, day: string, deviceId = 'porta-1', time = '08:05') =>
  gestao(t, tokens.gestor, 'POST', `/checkin/events/${course.id}/scans`, {
    deviceId,
    scans: [{ code, scannedAt: `${day}T${time}:00-03:00` }],
  });
const issue = (token = tokens.gestor) => gestao(t, token, 'POST', `/events/${course.id}/certificates`);
const registrations = async () =>
  (await gestao(t, tokens.gestor, 'GET', `/events/${course.id}/registrations`)).json()
    .registrations as Registration[];
const certificateRows = () =>
  t.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.kind, 'certificado'));

beforeAll(async () => {
  serverClockAt('2027-05-13T11:00:00-03:00');
  t = await createTestApp();
  tokens = await staffTokens(t);
  maria = await t.login(DEMO.maria);
  // Four sessions, "Frequência mínima" 50%: exactly two sessions earn the certificate.
  course = (
    await gestao(t, tokens.gestor, 'POST', '/events', {
      ...oneDayCourse('Jornada Demo de Córnea'),
      startsAt: '2027-05-10T08:00:00-03:00',
      endsAt: '2027-05-13T12:00:00-03:00',
      hours: 16,
      points: 10,
      minAttendancePercent: 50,
      sessions: DAYS.map((day) => ({ day, startsAt: '08:00', endsAt: '12:00' })),
    })
  ).json().event;
  codes.maria = (await mariasTicket(t, course)).ticket.code;
  for (const [who, guest] of [
    ['joao', JOAO],
    ['pedro', PEDRO],
  ] as const) {
    const res = await gestao(t, tokens.gestor, 'POST', `/events/${course.id}/courtesies`, guest);
    codes[who] = res.json().registration.code;
  }
  // Maria: two days (exactly 50%), scanned twice on the first by two devices (one synced later).
  await scan(codes.maria, DAYS[0]!);
  await scan(codes.maria, DAYS[0]!, 'porta-2', '10:30');
  await scan(codes.maria, DAYS[1]!);
  // João (no account): three days. Pedro: one day, below the minimum.
  for (const day of DAYS.slice(0, 3)) await scan(codes.joao, day);
  await scan(codes.pedro, DAYS[2]!);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('Attendance per session', () => {
  it('shows each registration\'s "Presença": the sessions whose day had a scan, out of the sessions', async () => {
    const byCode = new Map((await registrations()).map((r) => [r.code, r]));
    expect(byCode.get(codes.maria)).toMatchObject({ attendedSessions: 2, sessions: 4, certified: false });
    expect(byCode.get(codes.joao)).toMatchObject({ attendedSessions: 3, sessions: 4 });
    expect(byCode.get(codes.pedro)).toMatchObject({ attendedSessions: 1, sessions: 4 });
  });
});

describe('"Emitir certificados"', () => {
  // Only once the event has ended (13/05/2027 12:00): these tests' clock is that afternoon.
  let realClock: StaffTokens;
  beforeAll(async () => {
    realClock = tokens;
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-05-13T15:00:00-03:00') });
    tokens = await staffTokens(t);
    maria = await t.login(DEMO.maria);
  });
  afterAll(async () => {
    vi.useRealTimers();
    tokens = realClock;
    maria = await t.login(DEMO.maria);
  });

  it('issues one certificate to each attendee at or above the minimum, and never twice', async () => {
    const first = await issue();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      issued: 2,
      alreadyIssued: 0,
      notEligible: 1,
    } satisfies CertificatesIssued);
    expect((await issue()).json()).toEqual({ issued: 0, alreadyIssued: 2, notEligible: 1 });
    await Promise.all([issue(), issue()]);
    expect(await certificateRows()).toHaveLength(2);
    const byCode = new Map((await registrations()).map((r) => [r.code, r.certified]));
    expect([byCode.get(codes.maria), byCode.get(codes.joao), byCode.get(codes.pedro)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("puts it in the member's Documentos, as a PDF with the CPF masked, that /verificar confirms", async () => {
    const { certificates } = (
      await get(t, maria, '/api/documentos/certificados')
    ).json() as EventCertificates;
    expect(certificates).toEqual([
      {
        code: expect.stringMatching(/^[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/),
        title: 'Certificado de participação',
        eventName: 'Jornada Demo de Córnea',
        associationName: 'Sociedade Demo de Oftalmologia',
        issuedAt: expect.any(String),
      },
    ]);
    const { code } = certificates[0]!;
    const pdf = await get(t, maria, `/api/documentos/certificados/${code}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const part of [
      'Sociedade Demo de Oftalmologia',
      'Certificado de participação',
      'Maria Demo Silva - CPF ***.982.247-**',
      'Jornada Demo de Córnea',
      'realizado de 10/05/2027 a 13/05/2027 (Auditório Demo, São Paulo - SP)',
      'Data: 10/05/2027 a 13/05/2027',
      'Carga horária cumprida: 8 h de 16 h',
      'Frequência: 2 de 4 sessões (50%)',
      'Pontos de atualização: 10',
      'Assinatura do responsável',
      `Código de verificação: ${code}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('529.982.247-25');
    const verified = (await get(t, null, `/api/verificar/${code}`)).json();
    expect(verified).toMatchObject({
      valid: true,
      kind: 'certificado',
      title: 'Certificado de participação',
      memberName: 'Maria Demo Silva',
      maskedCpf: '***.982.247-**',
    });
    expect(verified.details).toContainEqual({ label: 'Pontos de atualização', value: '10' });
  });

  it('e-mails it to a holder with no account, with a link to its PDF', async () => {
    // Besides the e-mail of his ticket, sent when he was registered.
    const mails = (
      await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, JOAO.email))
    ).filter((m) => m.subject.startsWith('Certificado'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Certificado de participação - Jornada Demo de Córnea');
    const link = /http:\/\/localhost:3000(\/api\/verificar\/[A-Z0-9-]+\/pdf)/.exec(mails[0]!.body)![1]!;
    const pdf = await get(t, null, link);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('João Demo Pereira - CPF ***.444.777-**');
    // Someone else's certificate is not in Maria's Documentos.
    const code = /\/verificar\/([A-Z0-9-]+)\/pdf/.exec(link)![1]!;
    expect((await get(t, maria, `/api/documentos/certificados/${code}`)).statusCode).toBe(404);
    // A code of another kind of document gives no PDF here.
    expect((await get(t, null, '/api/verificar/AAAAA-AAAAA-AAAAA/pdf')).statusCode).toBe(404);
  });

  it("belongs to the event's association: another association's staff can neither issue nor read", async () => {
    for (const token of [tokens.psi]) {
      expect((await issue(token)).statusCode).toBe(404);
      expect((await gestao(t, token, 'GET', `/events/${course.id}/registrations`)).statusCode).toBe(404);
    }
    expect((await issue(tokens.financeiro)).statusCode).toBe(403);
    expect((await issue(null as unknown as string)).statusCode).toBe(401);
    expect((await gestao(t, tokens.gestor, 'POST', '/events/999999/certificates')).statusCode).toBe(404);
    expect(await certificateRows()).toHaveLength(2);
  });
});

describe('The day after the end', () => {
  it('the job issues the certificates of the events that ended, once', async () => {
    const issuedAtOf = async () =>
      (
        await t.database.db
          .select({ at: congressEvents.certificatesIssuedAt })
          .from(congressEvents)
          .where(eq(congressEvents.id, course.id))
      )[0]!.at;
    await issueDueCertificates(t.database.db, 'http://localhost:3000', new Date('2027-05-13T23:00:00-03:00'));
    expect(await issuedAtOf()).toBeNull();
    // Pedro's last day, synced late that night: he now reaches the minimum, and the job issues his.
    serverClockAt('2027-05-13T23:10:00-03:00');
    await scan(codes.pedro, DAYS[3]!, 'porta-3');
    vi.useRealTimers();
    const dayAfter = new Date('2027-05-14T00:20:00-03:00');
    await issueDueCertificates(t.database.db, 'http://localhost:3000', dayAfter);
    expect(await issuedAtOf()).toEqual(dayAfter);
    expect(await certificateRows()).toHaveLength(3);
    await issueDueCertificates(t.database.db, 'http://localhost:3000', new Date('2027-05-15T00:20:00-03:00'));
    expect(await issuedAtOf()).toEqual(dayAfter);
    expect(await certificateRows()).toHaveLength(3);
  });
});

describe('"Pontos de atualização"', () => {
  it("counts the certificates' points by the year the event ended, toward the association's goal, capped a year", async () => {
    const june2027 = new Date('2027-06-01T12:00:00-03:00');
    const mariaId = (
      await t.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.kind, 'certificado'))
    ).find((d) => (d.payload as { member: { name: string } }).member.name === 'Maria Demo Silva')!.memberId;
    const [sbo] = await memberUpdatePoints(t.database.db, mariaId, june2027);
    expect(sbo).toEqual({
      associationId: 428,
      associationName: 'Sociedade Demo de Oftalmologia',
      goal: 100,
      years: 5,
      maxPerYear: 40,
      perYear: [2023, 2024, 2025, 2026, 2027].map((year) => ({
        year,
        points: year === 2027 ? 10 : 0,
        counted: year === 2027 ? 10 : 0,
      })),
      total: 10,
    });
    await t.database.db.update(associations).set({ pointsMaxPerYear: 6 }).where(eq(associations.id, 428));
    const [capped] = await memberUpdatePoints(t.database.db, mariaId, june2027);
    expect(capped!.perYear.at(-1)).toEqual({ year: 2027, points: 10, counted: 6 });
    expect(capped!.total).toBe(6);
    await t.database.db.update(associations).set({ pointsMaxPerYear: 40 }).where(eq(associations.id, 428));
    // The app asks for this year's window; the other association set no goal.
    const res = await get(t, maria, '/api/documentos/pontos');
    expect(res.statusCode).toBe(200);
    expect(res.json().associations).toEqual([
      expect.objectContaining({ associationId: 428, goal: 100, years: 5 }),
    ]);
    expect((await get(t, null, '/api/documentos/pontos')).statusCode).toBe(401);
  });
});
