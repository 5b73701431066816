import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import {
  verificationCodeMachine,
  type RegistrantCodeCheck,
  type RegistrantCodeRequest,
  type RegistrantCodeSent,
  type RegistrantVerified,
  type VerificationCodeInput,
} from '../../machines/verification-code.machine';
import { answering } from './support/answering';
import { JOAO, JOAO_ON_FILE, KNOWN } from './support/registration-fixtures';
import { expectResendCountdown } from './support/resend-countdown';

interface Answers {
  sendCode?: (b: RegistrantCodeRequest) => RegistrantCodeSent | Promise<RegistrantCodeSent>;
  verifyCode?: (b: RegistrantCodeCheck) => RegistrantVerified | Promise<RegistrantVerified>;
}

function start(answers: Answers = {}, input: Partial<VerificationCodeInput> = {}) {
  const calls = {
    sendCode: [] as RegistrantCodeRequest[],
    verifyCode: [] as RegistrantCodeCheck[],
  };
  const actor = createActor(
    verificationCodeMachine.provide({
      actors: {
        sendCode: answering(
          calls.sendCode,
          answers.sendCode ?? (() => ({ ok: true, value: { sentTo: 'Enviamos o código para jo***' } })),
        ),
        verifyCode: answering(calls.verifyCode, answers.verifyCode ?? (() => JOAO)),
      },
    }),
    { input: { associationId: 428, cpf: '111.444.777-35', sendOptions: KNOWN.sendOptions, ...input } },
  ).start();
  const snap = () => actor.getSnapshot();
  /** The code step, the child `code` the machine invokes once a code was sent. */
  const code = () => snap().children.code!;
  return { actor, calls, snap, code };
}

/** The code sent by e-mail. */
async function atCode(answers: Answers = {}) {
  const ctx = start(answers);
  ctx.actor.send({ type: 'channel.chosen', channel: 'email' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('verification code: a registrant the association knows proves it is them', () => {
  it('offers only the channels the server returned', async () => {
    const { actor, snap, calls } = start({}, { sendOptions: { mobile: '(21) *****-5432' } });
    expect(snap().matches('choosingChannel')).toBe(true);
    expect(snap().can({ type: 'channel.chosen', channel: 'email' })).toBe(false);
    actor.send({ type: 'channel.chosen', channel: 'mobile' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode).toEqual([{ associationId: 428, channel: 'mobile', cpf: '11144477735' }]);
  });

  it('a refused send stays on the choice with the server message', async () => {
    const { snap } = await atCode({ sendCode: () => ({ ok: false, message: 'Aguarde 30 segundos.' }) });
    expect(snap().matches('choosingChannel')).toBe(true);
    expect(snap().context.error?.message).toBe('Aguarde 30 segundos.');
  });

  it('after sending, a 60 s countdown ticks each second, then the resend is offered', async () => {
    const { snap, code } = await atCode();
    expect(snap().context.sentTo).toBe('Enviamos o código para jo***');
    await expectResendCountdown(code(), 'entering');
  });

  it('resending calls the same channel again and restarts the countdown', async () => {
    const { snap, calls, code } = await atCode();
    await vi.advanceTimersByTimeAsync(60_000);
    code().send({ type: 'code.resend' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode).toHaveLength(2);
    expect(calls.sendCode[1]?.channel).toBe('email');
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(60);
  });

  it('a refused resend keeps the resend link and shows why', async () => {
    let n = 0;
    const { snap, code } = await atCode({
      sendCode: () =>
        n++ === 0 ? { ok: true, value: { sentTo: 'ok' } } : { ok: false, message: 'Aguarde.' },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    code().send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches('enteringCode')).toBe(true);
    expect(code().getSnapshot().matches({ entering: 'canResend' })).toBe(true);
    expect(snap().context.error?.message).toBe('Aguarde.');
  });

  it('fewer than 6 digits do not verify; Confirmar says the code is invalid', async () => {
    const { snap, calls, code } = await atCode();
    code().send({ type: 'code.changed', value: '12a45' });
    expect(code().getSnapshot().context.code).toBe('1245');
    code().send({ type: 'code.submitted' });
    expect(snap().context.error?.message).toBe(COMMON_MSG.confirmationCodeInvalid);
    expect(calls.verifyCode).toHaveLength(0);
  });

  it('a pasted 6-digit code verifies at once and ends with the code and the association data', async () => {
    const { snap, calls, code } = await atCode();
    code().send({ type: 'code.changed', value: ' 123 456 ' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.verifyCode).toEqual([
      { associationId: 428, cpf: '11144477735', code: '123456', channel: 'email' },
    ]);
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({
      confirmation: { code: '123456', channel: 'email' },
      verified: JOAO_ON_FILE,
    });
  });

  it('a wrong code shows the message, clears the code and the countdown goes on where it was', async () => {
    const { snap, code } = await atCode({
      verifyCode: () => ({ ok: false, message: 'Código inválido.' }),
    });
    await vi.advanceTimersByTimeAsync(10_000);
    code().send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ enteringCode: 'waiting' })).toBe(true);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context).toMatchObject({ code: '', secondsLeft: 50 });
    expect(snap().context.error?.message).toBe('Código inválido.');
  });
});
