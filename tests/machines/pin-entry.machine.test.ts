import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import { WALLET_MSG } from '../../domain/wallet-messages';
import { pinEntryMachine, type CodeResult, type PinResult } from '../../machines/pin-entry.machine';
import { expectResendCountdown } from './support/resend-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(opts: {
  mode?: 'register' | 'validate';
  thenPay?: boolean;
  submit?: (pin: string, mode: 'register' | 'validate') => PinResult;
  send?: () => CodeResult;
  reset?: (code: string, pin: string) => PinResult;
}) {
  const submitted: string[] = [];
  const modes: string[] = [];
  const resets: { code: string; pin: string }[] = [];
  let sends = 0;
  const actor = createActor(
    pinEntryMachine.provide({
      actors: {
        submitPin: fromPromise<PinResult, { pin: string; mode: 'register' | 'validate' }>(
          async ({ input }) => {
            submitted.push(input.pin);
            modes.push(input.mode);
            return (opts.submit ?? (() => ({ ok: true, value: { token: 'tp' } })))(input.pin, input.mode);
          },
        ),
        sendRecoveryCode: fromPromise<CodeResult, void>(async () => {
          sends++;
          return (opts.send ?? (() => ({ ok: true, value: { sentTo: 'me***@exemplo.com.br' } })))();
        }),
        resetPin: fromPromise<PinResult, { code: string; pin: string }>(async ({ input }) => {
          resets.push(input);
          return (opts.reset ?? (() => ({ ok: true, value: { message: 'PIN alterado com sucesso!' } })))(
            input.code,
            input.pin,
          );
        }),
      },
    }),
    { input: { mode: opts.mode ?? 'validate', thenPay: opts.thenPay ?? false } },
  ).start();
  const code = () => actor.getSnapshot().children.code!;
  return { actor, submitted, modes, resets, sends: () => sends, code };
}

describe('pin-entry machine', () => {
  it('needs exactly 4 digits (spec message) before calling the server', () => {
    const { actor, submitted } = start({});
    actor.send({ type: 'pin.changed', pin: '12' });
    actor.send({ type: 'pin.submitted' });
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.pinInvalid);
    expect(submitted).toHaveLength(0);
  });

  it('keeps digits only, at most four', () => {
    const { actor } = start({});
    actor.send({ type: 'pin.changed', pin: '1a2b345' });
    expect(actor.getSnapshot().context.pin).toBe('1234');
  });

  it('ends with the token when the PIN is accepted', async () => {
    const { actor, submitted } = start({});
    actor.send({ type: 'pin.changed', pin: '1234' });
    actor.send({ type: 'pin.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toEqual(['1234']);
    expect(actor.getSnapshot().output).toEqual({ token: 'tp', message: null });
  });

  it('registers a PIN typed twice and ends with the success message', async () => {
    const { actor, submitted } = start({
      mode: 'register',
      submit: () => ({ ok: true, value: { message: COMMON_MSG.pinRegistered } }),
    });
    actor.send({ type: 'pin.changed', pin: '4321' });
    actor.send({ type: 'pin.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    // "Confirme seu PIN": nothing sent yet, the boxes are empty again.
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.pin).toBe('');
    expect(submitted).toEqual([]);

    actor.send({ type: 'pin.changed', pin: '432' });
    actor.send({ type: 'pin.submitted' });
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.pinInvalid);
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'message.dismissed' });

    actor.send({ type: 'pin.changed', pin: '4321' });
    actor.send({ type: 'pin.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toEqual(['4321']);
    expect(actor.getSnapshot().output).toEqual({ token: null, message: COMMON_MSG.pinRegistered });
  });

  it('a second PIN that differs says so and starts again from the first', async () => {
    const { actor, submitted } = start({ mode: 'register' });
    actor.send({ type: 'pin.changed', pin: '4321' });
    actor.send({ type: 'pin.submitted' });
    actor.send({ type: 'pin.changed', pin: '1234' });
    actor.send({ type: 'pin.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(WALLET_MSG.pinMismatch);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ pin: '', firstPin: '' });
    expect(submitted).toEqual([]);

    actor.send({ type: 'message.dismissed' });
    actor.send({ type: 'pin.changed', pin: '1234' });
    actor.send({ type: 'pin.submitted' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it("shows the server's message and clears the inputs on a wrong PIN", async () => {
    const { actor } = start({ submit: () => ({ ok: false, message: 'PIN inválido. Restam 4 tentativas.' }) });
    actor.send({ type: 'pin.changed', pin: '9999' });
    actor.send({ type: 'pin.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'PIN inválido. Restam 4 tentativas.',
      pin: '',
    });
  });

  it('locks after the server says so, and recovery with the code unlocks', async () => {
    const { actor, resets, sends, code } = start({
      submit: () => ({ ok: false, message: 'PIN bloqueado após 5 tentativas.', locked: true }),
    });
    actor.send({ type: 'pin.changed', pin: '0000' });
    actor.send({ type: 'pin.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().can({ type: 'pin.submitted' })).toBe(false);

    actor.send({ type: 'recovery.requested' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sends()).toBe(1);
    expect(actor.getSnapshot().matches({ recovering: { awaitingCode: 'entering' } })).toBe(true);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(60);
    expect(actor.getSnapshot().context).toMatchObject({ sentTo: 'me***@exemplo.com.br' });

    actor.send({ type: 'recovery.submitted', code: '12345', pin: '1111', pinAgain: '1111' });
    expect(resets).toHaveLength(0);
    actor.send({ type: 'recovery.submitted', code: '123456', pin: '1111', pinAgain: '1111' });
    await vi.advanceTimersByTimeAsync(0);
    expect(resets).toEqual([{ code: '123456', pin: '1111' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.notice).toBe('PIN alterado com sucesso!');
  });

  it('offers resending the recovery code after 60 s', async () => {
    const { actor, sends, code } = start({});
    actor.send({ type: 'recovery.requested' });
    await vi.advanceTimersByTimeAsync(0);
    await expectResendCountdown(code(), 'entering');
    code().send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sends()).toBe(2);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(60);
  });

  it('a failed send of the recovery code offers the resend at once', async () => {
    const { actor, code } = start({ send: () => ({ ok: false, message: 'Muitas tentativas.' }) });
    actor.send({ type: 'recovery.requested' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('Muitas tentativas.');
    expect(code().getSnapshot().matches({ entering: 'canResend' })).toBe(true);
  });

  it('a refused recovery code keeps the countdown where it was', async () => {
    const { actor, code } = start({
      reset: () => ({ ok: false, message: COMMON_MSG.confirmationCodeInvalid }),
    });
    actor.send({ type: 'recovery.requested' });
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'recovery.submitted', code: '000000', pin: '1234', pinAgain: '1234' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ recovering: { awaitingCode: 'entering' } })).toBe(true);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(50);
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.confirmationCodeInvalid);
  });

  describe('issue 28 item 14', () => {
    const registerThenValidate = (_pin: string, mode: 'register' | 'validate'): PinResult =>
      mode === 'register'
        ? { ok: true, value: { message: COMMON_MSG.pinRegistered } }
        : { ok: true, value: { token: 'tp-new' } };

    it('in a payment, a PIN just registered (typed twice) pays without a third entry', async () => {
      const { actor, submitted, modes } = start({
        mode: 'register',
        thenPay: true,
        submit: registerThenValidate,
      });
      actor.send({ type: 'pin.changed', pin: '2468' });
      actor.send({ type: 'pin.submitted' });
      actor.send({ type: 'pin.changed', pin: '2468' });
      actor.send({ type: 'pin.submitted' });
      await vi.advanceTimersByTimeAsync(0);
      expect(modes).toEqual(['register', 'validate']);
      expect(submitted).toEqual(['2468', '2468']);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ token: 'tp-new', message: COMMON_MSG.pinRegistered });
    });

    it("outside a payment (Home's panel), registering ends there, with no validation", async () => {
      const { actor, modes } = start({ mode: 'register', submit: registerThenValidate });
      actor.send({ type: 'pin.changed', pin: '2468' });
      actor.send({ type: 'pin.submitted' });
      actor.send({ type: 'pin.changed', pin: '2468' });
      actor.send({ type: 'pin.submitted' });
      await vi.advanceTimersByTimeAsync(0);
      expect(modes).toEqual(['register']);
      expect(actor.getSnapshot().output).toEqual({ token: null, message: COMMON_MSG.pinRegistered });
    });

    it('recovery takes the new PIN twice: two that differ say so and send nothing', async () => {
      const { actor, resets } = start({});
      actor.send({ type: 'recovery.requested' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'recovery.submitted', code: '123456', pin: '1111', pinAgain: '1112' });
      expect(actor.getSnapshot().context.error).toBe(WALLET_MSG.pinMismatch);
      expect(resets).toEqual([]);
      actor.send({ type: 'message.dismissed' });
      actor.send({ type: 'recovery.submitted', code: '123456', pin: '1111', pinAgain: '1111' });
      await vi.advanceTimersByTimeAsync(0);
      expect(resets).toEqual([{ code: '123456', pin: '1111' }]);
    });

    it('in a payment, a PIN just recovered pays without being typed again', async () => {
      const { actor, modes, submitted } = start({ thenPay: true });
      actor.send({ type: 'recovery.requested' });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'recovery.submitted', code: '123456', pin: '1357', pinAgain: '1357' });
      await vi.advanceTimersByTimeAsync(0);
      expect(modes).toEqual(['validate']);
      expect(submitted).toEqual(['1357']);
      expect(actor.getSnapshot().output).toEqual({ token: 'tp', message: 'PIN alterado com sucesso!' });
    });
  });
});
