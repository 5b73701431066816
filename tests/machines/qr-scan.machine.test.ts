import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import {
  isAssociationQrText,
  qrScanMachine,
  type AssociationAnswer,
  type QrScanEvent,
} from '../../machines/qr-scan.machine';

const ASSOCIATION = JSON.stringify({ tipo: 'associacao', emitente: 1024839, emitido: 1, assinatura: 'x' });
const ACCEPTED: AssociationAnswer = { ok: true, value: 'Solicitação de associação enviada para X.' };

/**
 * `frames` are what each decode finds, in order (null: no code in that frame); past the end
 * nothing is found. The camera reports ready, or failed when `camera` says so.
 */
function start(
  opts: {
    frames?: (string | null)[];
    camera?: 'ready' | 'failed' | 'silent';
    associate?: (code: string) => AssociationAnswer | Promise<AssociationAnswer>;
    /** A code given by the page (a join link opened while logged in). */
    code?: string;
  } = {},
) {
  const frames = [...(opts.frames ?? [])];
  const log = { cameraStarts: 0, cameraStops: 0, decodes: 0, associated: [] as string[] };
  const actor = createActor(
    qrScanMachine.provide({
      actors: {
        camera: fromCallback<QrScanEvent>(({ sendBack }) => {
          log.cameraStarts++;
          const mode = opts.camera ?? 'ready';
          if (mode !== 'silent') queueMicrotask(() => sendBack({ type: `camera.${mode}` }));
          return () => {
            log.cameraStops++;
          };
        }),
        decodeFrame: fromPromise<string | null, void>(async () => {
          log.decodes++;
          return frames.shift() ?? null;
        }),
        associate: fromPromise<AssociationAnswer, { code: string }>(async ({ input }) => {
          log.associated.push(input.code);
          return (opts.associate ?? (() => ACCEPTED))(input.code);
        }),
      },
    }),
    { input: { code: opts.code } },
  ).start();
  return { actor, log };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('qr-scan machine', () => {
  it('a join link given by the page is sent at once, with no camera (a member logged in opens it)', async () => {
    const link = 'https://quita.example/associese/1024839?emitido=1&assinatura=x';
    const { actor, log } = start({ code: link });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.cameraStarts).toBe(0);
    expect(log.associated).toEqual([link]);
    expect(actor.getSnapshot().matches('associated')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(ACCEPTED.ok && ACCEPTED.value);
  });

  it('a given text that is no association code is refused without the camera; "Ler novamente" starts it', async () => {
    const { actor, log } = start({ code: 'https://example.com/outra-coisa' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(COMMON_MSG.qrReadFailed);
    expect(log.cameraStarts).toBe(0);
    actor.send({ type: 'scan.restarted' });
    expect(log.cameraStarts).toBe(1);
  });

  it('starts the camera and decodes nothing until it is ready', async () => {
    const { actor, log } = start({ camera: 'silent' });
    expect(actor.getSnapshot().matches({ reading: 'startingCamera' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(log.cameraStarts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.decodes).toBe(0);
  });

  it('decodes one frame every 100 ms (10 fps) while scanning', async () => {
    const { actor, log } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ reading: 'scanning' })).toBe(true);
    await vi.advanceTimersByTimeAsync(99);
    expect(log.decodes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.decodes).toBe(1);
    await vi.advanceTimersByTimeAsync(900);
    expect(log.decodes).toBe(10);
  });

  it('the first code read stops the scan and the camera, then associates', async () => {
    const { actor, log } = start({ frames: [null, null, ASSOCIATION, 'another code'] });
    await vi.advanceTimersByTimeAsync(300);
    expect(log.decodes).toBe(3);
    expect(log.cameraStops).toBe(1);
    expect(log.associated).toEqual([ASSOCIATION]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('associated');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.message).toBe('Solicitação de associação enviada para X.');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.decodes).toBe(3);
  });

  it('a code that is not an association code is refused without calling the server', async () => {
    for (const code of ['{"tipo":"outro"}', 'https://exemplo.com.br', '[1,2]', 'null']) {
      const { actor, log } = start({ frames: [code] });
      await vi.advanceTimersByTimeAsync(100);
      expect(actor.getSnapshot().value, code).toBe('refused');
      expect(actor.getSnapshot().context.message).toBe(COMMON_MSG.qrReadFailed);
      expect(log.associated).toEqual([]);
      expect(log.cameraStops).toBe(1);
      actor.stop();
    }
  });

  it("shows the server's refusal and reads again on request", async () => {
    const refusal = 'Você já está associado(a) a X.';
    const answers: AssociationAnswer[] = [{ ok: false, message: refusal }, ACCEPTED];
    const { actor, log } = start({ frames: [ASSOCIATION], associate: () => answers.shift()! });
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.message).toBe(refusal);

    actor.send({ type: 'scan.restarted' });
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(log.cameraStarts).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ reading: 'scanning' })).toBe(true);
  });

  it('a failed association call is refused with the unknown-error message', async () => {
    const { actor } = start({
      frames: [ASSOCIATION],
      associate: () => Promise.reject(new Error('offline')),
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.message).toBe(COMMON_MSG.unknownError);
  });

  it('no camera: the spec message, and the scan can be tried again', async () => {
    const { actor, log } = start({ camera: 'failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('noCamera');
    expect(actor.getSnapshot().context.message).toBe(COMMON_MSG.noCameras);
    expect(log.cameraStops).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.decodes).toBe(0);
    actor.send({ type: 'scan.restarted' });
    expect(log.cameraStarts).toBe(2);
  });

  it('stopping the screen stops the camera', async () => {
    const { actor, log } = start();
    await vi.advanceTimersByTimeAsync(250);
    actor.stop();
    expect(log.cameraStops).toBe(1);
  });
});

describe('isAssociationQrText', () => {
  it('accepts JSON with tipo associacao only', () => {
    expect(isAssociationQrText(ASSOCIATION)).toBe(true);
    expect(isAssociationQrText('{"tipo":"associacao"}')).toBe(true);
    for (const text of ['', 'associacao', '{"tipo":"Associacao"}', '{"tipo":1}', '"associacao"', '{']) {
      expect(isAssociationQrText(text), text).toBe(false);
    }
  });
});
