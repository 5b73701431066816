import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ScanResult } from '../../domain/contract/gestao-checkin';
import {
  doorScanMachine,
  type DoorAnswer,
  type DoorRead,
  type DoorScanEvent,
} from '../../machines/door-scan.machine';

const confirmed: ScanResult = {
  verdict: 'confirmed',
  ticketId: 7,
  name: 'Dra. Maria Demo',
  category: 'Titular',
  firstScannedAt: '2027-06-12T11:00:00.000Z',
  firstDeviceId: 'porta-1',
};
const ANSWER: DoorAnswer = { ok: true, value: { result: confirmed, offline: false } };

/** `frames`: what each decode finds in order (null: no code); past the end, nothing. */
function start(opts: { frames?: (string | null)[]; camera?: 'ready' | 'failed' } = {}) {
  const frames = [...(opts.frames ?? [])];
  const log = { cameraStops: 0, decodes: 0, checked: [] as DoorRead[] };
  const actor = createActor(
    doorScanMachine.provide({
      actors: {
        camera: fromCallback<DoorScanEvent>(({ sendBack }) => {
          queueMicrotask(() => sendBack({ type: `camera.${opts.camera ?? 'ready'}` }));
          return () => {
            log.cameraStops++;
          };
        }),
        decodeFrame: fromPromise<string | null, void>(async () => {
          log.decodes++;
          return frames.shift() ?? null;
        }),
        checkTicket: fromPromise<DoorAnswer, { eventId: number; read: DoorRead }>(async ({ input }) => {
          log.checked.push(input.read);
          return ANSWER;
        }),
      },
    }),
    { input: { eventId: 5 } },
  ).start();
  return { actor, log };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('door-scan machine', () => {
  it('decodes ten frames a second and checks the first code read, keeping the camera on', async () => {
    const { actor, log } = start({ frames: [null, null, 'QT1.a'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('scanning')).toBe(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(log.decodes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.decodes).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(log.checked).toEqual([{ payload: 'QT1.a' }]);
    expect(actor.getSnapshot().matches('answered')).toBe(true);
    expect(actor.getSnapshot().context.answer).toEqual(ANSWER);
    expect(log.cameraStops).toBe(0);
  });

  it('does not take the same code twice in a row, until it has been away for 10 s', async () => {
    const same = Array.from({ length: 200 }, () => 'QT1.a');
    const { actor, log } = start({ frames: [null, ...same] });
    await vi.advanceTimersByTimeAsync(300);
    expect(log.checked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(log.checked).toHaveLength(1);
    expect(actor.getSnapshot().context.answer).toEqual(ANSWER);
    await vi.advanceTimersByTimeAsync(2_200);
    expect(log.checked).toHaveLength(2);
  });

  it('reads the next, different code after the answer hold', async () => {
    const { log } = start({ frames: ['QT1.a', 'QT1.b'] });
    await vi.advanceTimersByTimeAsync(100);
    expect(log.checked).toEqual([{ payload: 'QT1.a' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(log.checked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(101);
    expect(log.checked).toEqual([{ payload: 'QT1.a' }, { payload: 'QT1.b' }]);
  });

  it('checks a typed code, with or without a camera', async () => {
    const { actor, log } = start({ camera: 'failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('noCamera')).toBe(true);
    actor.send({ type: 'code.typed', code: 'ABCD2345' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.checked).toEqual([{ code: 'ABCD2345' }]);
    expect(actor.getSnapshot().context.answer).toEqual(ANSWER);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().matches('noCamera')).toBe(true);
    expect(log.decodes).toBe(0);
  });

  it('after a typed code, the QR still in front of the camera does not replace its answer', async () => {
    const held = Array.from({ length: 200 }, () => 'QT1.forged');
    const { actor, log } = start({ frames: held });
    await vi.advanceTimersByTimeAsync(100);
    expect(log.checked).toEqual([{ payload: 'QT1.forged' }]);
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'code.typed', code: 'ABCD2345' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log.checked).toEqual([{ payload: 'QT1.forged' }, { code: 'ABCD2345' }]);
    expect(actor.getSnapshot().context.read).toEqual({ code: 'ABCD2345' });
  });

  it('releases the camera when the screen is left', async () => {
    const { actor, log } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.stop();
    expect(log.cameraStops).toBe(1);
  });
});
