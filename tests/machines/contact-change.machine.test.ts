import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CodigoBody, ContatoBody, EmUsoResponse, TipoContato } from '../../domain/contract/profile';
import type { EnviarCodigoPinResponse, ResultMsgResponse } from '../../domain/contract/wallet';
import { MSG } from '../../domain/messages';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { REG_MSG } from '../../domain/registration-messages';
import { pinCodeSent } from '../../domain/wallet-messages';
import { contactChangeMachine } from '../../machines/contact-change.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

type Answer<B, R> = (body: B) => R | Promise<R>;

interface Answers {
  checkInUse?: Answer<ContatoBody, EmUsoResponse>;
  sendCode?: Answer<ContatoBody, EnviarCodigoPinResponse>;
  verifyCode?: Answer<CodigoBody, ResultMsgResponse>;
  applyChange?: Answer<CodigoBody, ResultMsgResponse>;
}

const SENT: EnviarCodigoPinResponse = {
  RESULTADO: true,
  MSG: pinCodeSent('an***@exemplo.com.br'),
  ENVIADO_PARA: 'an***@exemplo.com.br',
};
const FREE: EmUsoResponse = { RESULTADO: true, EM_USO: false };
const VERIFIED: ResultMsgResponse = { RESULTADO: true, MSG: 'Código verificado com sucesso.' };
const CHANGED: ResultMsgResponse = { RESULTADO: true, MSG: PROFILE_MSG.emailChanged };

function start(answers: Answers = {}, tipo: TipoContato = 'EMAIL') {
  const calls = {
    checkInUse: [] as ContatoBody[],
    sendCode: [] as ContatoBody[],
    verifyCode: [] as CodigoBody[],
    applyChange: [] as CodigoBody[],
  };
  const actor = createActor(
    contactChangeMachine.provide({
      actors: {
        checkInUse: answering(calls.checkInUse, answers.checkInUse ?? (() => FREE)),
        sendCode: answering(calls.sendCode, answers.sendCode ?? (() => SENT)),
        verifyCode: answering(calls.verifyCode, answers.verifyCode ?? (() => VERIFIED)),
        applyChange: answering(calls.applyChange, answers.applyChange ?? (() => CHANGED)),
      },
    }),
    { input: { tipo } },
  ).start();
  return { actor, calls, snap: () => actor.getSnapshot() };
}

async function atCode(answers: Answers = {}, tipo: TipoContato = 'EMAIL', value = ' nova@exemplo.com.br ') {
  const ctx = start(answers, tipo);
  ctx.actor.send({ type: 'value.changed', value });
  ctx.actor.send({ type: 'value.submitted' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('contact change: the new value', () => {
  it('an empty value names the field, without a call', () => {
    const email = start();
    email.actor.send({ type: 'value.submitted' });
    expect(email.snap().context.error).toBe('O e-mail é um campo obrigatório.');
    expect(email.calls.checkInUse).toHaveLength(0);
    email.actor.send({ type: 'error.dismissed' });
    expect(email.snap().context.error).toBeNull();

    const mobile = start({}, 'CELULAR');
    mobile.actor.send({ type: 'value.changed', value: '   ' });
    mobile.actor.send({ type: 'value.submitted' });
    expect(mobile.snap().context.error).toBe('O celular é um campo obrigatório.');
  });

  it('a value in use by another account stays with the server message and sends no code', async () => {
    const { snap, calls } = await atCode({
      checkInUse: () => ({ RESULTADO: true, EM_USO: true, MSG: REG_MSG.emailInUse }),
    });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe(REG_MSG.emailInUse);
    expect(calls.sendCode).toHaveLength(0);
  });

  it('an invalid value (RESULTADO false) shows why', async () => {
    const { snap } = await atCode({
      checkInUse: () => ({ RESULTADO: false, EM_USO: false, MSG: REG_MSG.emailInvalid }),
    });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe(REG_MSG.emailInvalid);
  });

  it('a refused send (same as current) goes back to the value with the message', async () => {
    const { snap } = await atCode({
      sendCode: () => ({ RESULTADO: false, MSG: PROFILE_MSG.emailSameAsCurrent }),
    });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe(PROFILE_MSG.emailSameAsCurrent);
  });

  it('a failed call shows its message', async () => {
    const { snap } = await atCode({ checkInUse: () => Promise.reject(new Error('Muitas tentativas.')) });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('a free value is checked and the code sent with the trimmed value; ENVIADO_PARA is kept', async () => {
    const { snap, calls } = await atCode();
    expect(calls.checkInUse).toEqual([{ TIPO: 'EMAIL', VALOR: 'nova@exemplo.com.br' }]);
    expect(calls.sendCode).toEqual([{ TIPO: 'EMAIL', VALOR: 'nova@exemplo.com.br' }]);
    expect(snap().matches({ code: 'counting' })).toBe(true);
    expect(snap().context).toMatchObject({ sentTo: 'an***@exemplo.com.br', secondsLeft: 60, error: null });
  });

  it('is busy while checking and sending', async () => {
    let release: (r: EmUsoResponse) => void = () => {};
    const { actor, snap } = start({ checkInUse: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'value.changed', value: '(21) 99999-0000' });
    actor.send({ type: 'value.submitted' });
    expect(snap().hasTag('busy')).toBe(true);
    release(FREE);
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().hasTag('busy')).toBe(false);
  });
});

describe('contact change: the code', () => {
  it('counts down each second; the resend appears at 0 and restarts the count', async () => {
    const { actor, snap, calls } = await atCode();
    await expectResendCountdown(actor, 'code');
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode).toHaveLength(2);
    expect(snap().matches({ code: 'counting' })).toBe(true);
    expect(snap().context.secondsLeft).toBe(60);
  });

  it('a refused resend keeps the resend link and says why', async () => {
    let n = 0;
    const { actor, snap } = await atCode({
      sendCode: () =>
        n++ === 0 ? SENT : { RESULTADO: false, MSG: 'Aguarde 10 segundos para solicitar um novo código.' },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ code: 'canResend' })).toBe(true);
    expect(snap().context.error).toBe('Aguarde 10 segundos para solicitar um novo código.');
  });

  it('fewer than 6 digits are not checked; Confirmar says the code is invalid', async () => {
    const { actor, snap, calls } = await atCode();
    actor.send({ type: 'code.changed', value: '12345' });
    actor.send({ type: 'code.submitted' });
    expect(snap().context.error).toBe(MSG.confirmationCodeInvalid);
    expect(calls.verifyCode).toHaveLength(0);
  });

  it('6 digits (pasted with spaces) verify, then apply the change with the same code', async () => {
    const { actor, snap, calls } = await atCode();
    actor.send({ type: 'code.changed', value: '123 456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.verifyCode).toEqual([{ CODIGO: '123456' }]);
    expect(calls.applyChange).toEqual([{ CODIGO: '123456' }]);
    expect(snap().value).toBe('changed');
    expect(snap().status).toBe('done');
    expect(snap().context.doneMessage).toBe(PROFILE_MSG.emailChanged);
  });

  it('a wrong code says so, clears it, and the countdown goes on', async () => {
    const { actor, snap, calls } = await atCode({
      verifyCode: () => ({ RESULTADO: false, MSG: MSG.confirmationCodeInvalid }),
    });
    await vi.advanceTimersByTimeAsync(20_000);
    actor.send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.applyChange).toHaveLength(0);
    expect(snap().matches({ code: 'counting' })).toBe(true);
    expect(snap().context).toMatchObject({ code: '', secondsLeft: 40, error: MSG.confirmationCodeInvalid });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(snap().context.secondsLeft).toBe(39);
  });

  it('a change refused at the end (taken meanwhile) stays on the code with the message', async () => {
    const { actor, snap } = await atCode({
      applyChange: () => ({ RESULTADO: false, MSG: REG_MSG.emailInUse }),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ code: 'canResend' })).toBe(true);
    expect(snap().context.error).toBe(REG_MSG.emailInUse);
  });

  it('the value can be corrected from the code step, which asks for a new code', async () => {
    const { actor, snap, calls } = await atCode({}, 'CELULAR', '(21) 99999-0000');
    actor.send({ type: 'value.edit' });
    expect(snap().value).toBe('editing');
    expect(snap().context.valor).toBe('(21) 99999-0000');
    actor.send({ type: 'value.changed', value: '(21) 98888-0000' });
    actor.send({ type: 'value.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode.map((c) => c.VALOR)).toEqual(['(21) 99999-0000', '(21) 98888-0000']);
    expect(snap().matches({ code: 'counting' })).toBe(true);
  });
});
