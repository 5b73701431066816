import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMON_MSG, TITLE } from '../../domain/messages';
import type { Outcome } from '../../domain/outcome';
import type { CpfQuery, CpfStatus } from '../../domain/registration-lookups';
import { cpfLookupMachine } from '../../machines/cpf-lookup.machine';
import { answering } from './support/answering';
import { HAS_ACCOUNT, NEW_PERSON } from './support/registration-fixtures';

function start(
  checkCpf: (q: CpfQuery) => Outcome<CpfStatus> | Promise<Outcome<CpfStatus>> = () => ({
    ok: true,
    value: NEW_PERSON,
  }),
  associationId: number | null = 428,
) {
  const calls: CpfQuery[] = [];
  const actor = createActor(cpfLookupMachine.provide({ actors: { checkCpf: answering(calls, checkCpf) } }), {
    input: { associationId },
  }).start();
  return { actor, calls, snap: () => actor.getSnapshot() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cpf lookup', () => {
  it('Buscar with no CPF says "CPF não informado." and calls nothing', () => {
    const { actor, calls, snap } = start();
    actor.send({ type: 'cpf.submitted' });
    expect(snap().context.error).toEqual({ title: TITLE.error, message: COMMON_MSG.cpfEmpty });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'error.dismissed' });
    expect(snap().context.error).toBeNull();
  });

  it('an invalid CPF is cleared with the §5 message, by Buscar or when complete', () => {
    const { actor, calls, snap } = start();
    actor.send({ type: 'cpf.changed', value: '123.456.789-0' });
    actor.send({ type: 'cpf.submitted' });
    expect(snap().context.error?.message).toBe(COMMON_MSG.cpfInvalid);
    expect(snap().context.cpf).toBe('');
    actor.send({ type: 'cpf.changed', value: '123.456.789-00' });
    expect(snap().context.error?.message).toBe(COMMON_MSG.cpfInvalid);
    expect(snap().context.cpf).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('looks the CPF up by itself when the masked value reaches 14 characters, and ends with the answer', async () => {
    const { actor, calls, snap } = start();
    actor.send({ type: 'cpf.changed', value: '390.533.447-0' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'cpf.changed', value: '390.533.447-05' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ cpf: '39053344705', associationId: 428 }]);
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ cpf: '390.533.447-05', found: NEW_PERSON });
  });

  it('Buscar looks up a valid CPF too', async () => {
    const { actor, calls, snap } = start(() => ({ ok: true, value: HAS_ACCOUNT }), null);
    actor.send({ type: 'cpf.changed', value: '39053344705' });
    actor.send({ type: 'cpf.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ cpf: '39053344705', associationId: null }]);
    expect(snap().output?.found).toEqual(HAS_ACCOUNT);
  });

  it('a failed lookup shows the error and stays on the CPF', async () => {
    const { actor, snap } = start(() => Promise.reject(new Error('Muitas tentativas.')));
    actor.send({ type: 'cpf.changed', value: '390.533.447-05' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches('editing')).toBe(true);
    expect(snap().context.error?.message).toBe('Muitas tentativas.');
  });

  it("a refused lookup shows the server's message and stays on the CPF", async () => {
    const { actor, snap } = start(() => ({ ok: false, message: 'Muitas tentativas.' }));
    actor.send({ type: 'cpf.changed', value: '390.533.447-05' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches('editing')).toBe(true);
    expect(snap().context.error?.message).toBe('Muitas tentativas.');
  });
});
