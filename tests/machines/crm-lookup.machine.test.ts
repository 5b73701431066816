import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ClassCouncil } from '../../domain/class-council';
import { COMMON_MSG } from '../../domain/messages';
import type { Outcome } from '../../domain/outcome';
import type { CrmQuery, Physician } from '../../domain/registration-lookups';
import { councilNumberRequired, councilUfRequired } from '../../domain/registration-messages';
import { crmLookupMachine } from '../../machines/crm-lookup.machine';
import { answering } from './support/answering';

function start(
  associationMode: boolean,
  answer: (q: CrmQuery) => Outcome<Physician | null> = () => ({ ok: true, value: null }),
  council: ClassCouncil = 'CRM',
  registryLookup = true,
) {
  const calls: CrmQuery[] = [];
  const actor = createActor(
    crmLookupMachine.provide({ actors: { lookupPhysician: answering(calls, answer) } }),
    { input: { associationMode, council, registryLookup } },
  ).start();
  return { actor, calls, snap: () => actor.getSnapshot() };
}

async function lookedUp(physician: Physician | null) {
  const ctx = start(true, () => ({ ok: true, value: physician }));
  ctx.actor.send({ type: 'crmUf.changed', value: 'SP' });
  ctx.actor.send({ type: 'crm.changed', value: '234567' });
  await vi.advanceTimersByTimeAsync(600);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('crm lookup', () => {
  it('outside association mode the CRM is kept as typed, without a lookup', async () => {
    const { actor, snap, calls } = start(false);
    actor.send({ type: 'crmUf.changed', value: 'SP' });
    actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().status).toBe('done');
    expect(snap().output).toMatchObject({ crm: '234567', crmUf: 'SP', crmValidated: false, physician: null });
  });

  it('in association mode, CRM (3+ characters) and UF look the physician up after a pause', async () => {
    const { actor, calls, snap } = start(true);
    actor.send({ type: 'crm.changed', value: '5212' });
    actor.send({ type: 'crmUf.changed', value: 'SP' });
    await vi.advanceTimersByTimeAsync(1_000);
    // "52" is stripped: 2 characters are not enough.
    expect(calls).toHaveLength(0);
    actor.send({ type: 'crm.changed', value: '52234' });
    actor.send({ type: 'crm.changed', value: '522345' });
    expect(snap().matches('settling')).toBe(true);
    await vi.advanceTimersByTimeAsync(599);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ crm: '2345', uf: 'SP' }]);
  });

  it("a refused lookup shows the server's message and stays unvalidated", async () => {
    const ctx = start(true, () => ({ ok: false, message: 'Muitas tentativas.' }));
    ctx.actor.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(600);
    expect(ctx.snap().matches('idle')).toBe(true);
    expect(ctx.snap().context).toMatchObject({ crmValidated: false, physician: null });
    expect(ctx.snap().context.error?.message).toBe('Muitas tentativas.');
  });

  it('no UF chosen means no lookup', async () => {
    const { actor, calls } = start(true);
    actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(0);
  });

  it('an unknown CRM gives the §5 message and may not continue', async () => {
    const { actor, snap } = await lookedUp(null);
    expect(snap().context.crmMessage).toBe(COMMON_MSG.crmNotFound);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().status).toBe('active');
    expect(snap().context.error?.message).toBe(COMMON_MSG.crmNotFound);
  });

  it('an inactive CRM gives the §5 message', async () => {
    const { actor, snap } = await lookedUp({ crm: '345678', active: false, name: 'Paulo', specialty: '' });
    expect(snap().context.crmMessage).toBe(COMMON_MSG.crmInactive);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().context.error?.message).toBe(COMMON_MSG.crmInactive);
  });

  it('an active ophthalmologist sets the RQE flag and number and the physician', async () => {
    const physician: Physician = {
      crm: '123456',
      active: true,
      name: 'Maria Demo Silva',
      specialty: 'OFTALMOLOGIA: 12345',
    };
    const { actor, snap } = await lookedUp(physician);
    expect(snap().context).toMatchObject({
      crmValidated: true,
      hasOphthalmologyRqe: true,
      rqe: '12345',
      crmMessage: null,
      physician,
    });
    actor.send({ type: 'crm.confirmed' });
    expect(snap().output).toMatchObject({ crmValidated: true, rqe: '12345', physician });
  });

  it('another specialty validates the CRM without the RQE flag; editing the CRM drops the validation', async () => {
    const { actor, snap } = await lookedUp({
      crm: '234567',
      active: true,
      name: 'Carlos',
      specialty: 'CLÍNICA MÉDICA',
    });
    expect(snap().context).toMatchObject({ crmValidated: true, hasOphthalmologyRqe: false, rqe: '' });
    actor.send({ type: 'crm.changed', value: '23456' });
    expect(snap().context.crmValidated).toBe(false);
  });
});

describe.each([
  {
    why: 'a council without a registry (CRP, issue 17 item 8)',
    council: 'CRP',
    lookup: true,
    number: '06/123456',
  },
  {
    why: 'a CRM where the install consults no registry (no CRM_PROVIDER)',
    council: 'CRM',
    lookup: false,
    number: '123456',
  },
] as const)('council lookup: $why', ({ council, lookup, number }) => {
  const crp = (associationMode: boolean) =>
    start(associationMode, () => ({ ok: true, value: null }), council, lookup);

  it('never calls the physicians registry, whatever is typed', async () => {
    const { actor, calls, snap } = crp(true);
    actor.send({ type: 'crmUf.changed', value: 'SP' });
    actor.send({ type: 'crm.changed', value: number });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(0);
    expect(snap().matches('idle')).toBe(true);
  });

  it('in association mode asks for the number, then the UF, then goes on unvalidated with the council', () => {
    const { actor, snap } = crp(true);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().context.error?.message).toBe(councilNumberRequired(council));
    actor.send({ type: 'crm.changed', value: number });
    actor.send({ type: 'crm.confirmed' });
    expect(snap().context.error?.message).toBe(councilUfRequired(council));
    actor.send({ type: 'crmUf.changed', value: 'SP' });
    actor.send({ type: 'crm.confirmed' });
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({
      council,
      crm: number,
      crmUf: 'SP',
      crmValidated: false,
      hasOphthalmologyRqe: false,
      rqe: '',
      physician: null,
    });
  });

  it('outside association mode it may be left empty', () => {
    const { actor, snap } = crp(false);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().status).toBe('done');
  });
});
