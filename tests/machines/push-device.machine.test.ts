import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pushDeviceMachine, PUSH_TEXT, type DeviceOutcome } from '../../machines/push-device.machine';

const start = (
  subscribed: boolean,
  outcome: DeviceOutcome | Error,
  calls = { subscribe: 0, unsubscribe: 0 },
) =>
  createActor(
    pushDeviceMachine.provide({
      actors: {
        subscribe: fromPromise(async () => {
          calls.subscribe += 1;
          if (outcome instanceof Error) throw outcome;
          return outcome;
        }),
        unsubscribe: fromPromise(async () => {
          calls.unsubscribe += 1;
        }),
      },
    }),
    { input: { subscribed } },
  ).start();

describe('notifications on this device', () => {
  it('starts where the device is, and asks nothing until the member taps', () => {
    const calls = { subscribe: 0, unsubscribe: 0 };
    expect(start(true, 'subscribed', calls).getSnapshot().matches('on')).toBe(true);
    expect(start(false, 'subscribed', calls).getSnapshot().matches('off')).toBe(true);
    expect(calls).toEqual({ subscribe: 0, unsubscribe: 0 });
  });

  it('a tap subscribes (busy meanwhile); another tap unsubscribes', async () => {
    const actor = start(false, 'subscribed');
    actor.send({ type: 'device.enable' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('on'));
    actor.send({ type: 'device.disable' });
    await waitFor(actor, (s) => s.matches('off'));
  });

  it('says why when the browser blocks, cannot, or the call fails', async () => {
    for (const [outcome, message] of [
      ['denied', PUSH_TEXT.denied],
      ['unsupported', PUSH_TEXT.unsupported],
      [new Error('rede'), PUSH_TEXT.failed],
    ] as const) {
      const actor = start(false, outcome);
      actor.send({ type: 'device.enable' });
      await waitFor(actor, (s) => s.matches('off') && s.context.message !== null);
      expect(actor.getSnapshot().context.message).toBe(message);
    }
  });
});
