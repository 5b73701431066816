import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import {
  AUTO_RETRIES,
  FILE_UPLOAD_MSG,
  fileUploadMachine,
  percentSent,
  type FileUploadEvent,
  type UploadActorInput,
} from '../../machines/file-upload.machine';

const FILE = new File(['%PDF-1.4 conteúdo'], 'diploma.pdf', { type: 'application/pdf' });

/** An upload actor the test drives: each attempt is recorded with the way to report from it. */
function fakeUpload() {
  const attempts: { input: UploadActorInput; report: (e: FileUploadEvent) => void; stopped: boolean }[] = [];
  const upload = fromCallback<FileUploadEvent, UploadActorInput>(({ input, sendBack }) => {
    const attempt = { input, report: sendBack, stopped: false };
    attempts.push(attempt);
    return () => {
      attempt.stopped = true;
    };
  });
  return { attempts, upload, last: () => attempts[attempts.length - 1]! };
}

function start() {
  const fake = fakeUpload();
  const actor = createActor(fileUploadMachine.provide({ actors: { upload: fake.upload } }), {
    input: { file: FILE, kind: 'document' },
  }).start();
  return { actor, ...fake };
}

const stateOf = (actor: AnyActorRef) => actor.getSnapshot().value as string;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fileUploadMachine', () => {
  it('waits to be started, then shows the progress up to done with the upload id', () => {
    const { actor, attempts, last } = start();
    expect(stateOf(actor)).toBe('idle');
    expect(attempts).toHaveLength(0);

    actor.send({ type: 'start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(last().input).toEqual({ file: FILE, kind: 'document', uploadUrl: null });
    last().report({ type: 'upload.created', url: '/api/uploads/files/abc' });
    last().report({ type: 'upload.progress', sent: 5, total: 20 });
    expect(percentSent(actor.getSnapshot().context)).toBe(25);

    last().report({ type: 'upload.succeeded', uploadId: 'abc' });
    expect(stateOf(actor)).toBe('done');
    expect(percentSent(actor.getSnapshot().context)).toBe(100);
    expect(actor.getSnapshot().output).toEqual({ uploadId: 'abc' });
  });

  it('after a broken connection waits retryDelay and resumes at the same upload address', async () => {
    const { actor, attempts, last } = start();
    actor.send({ type: 'start' });
    last().report({ type: 'upload.created', url: '/api/uploads/files/abc' });
    last().report({ type: 'upload.progress', sent: 8, total: 20 });
    last().report({ type: 'upload.failed', message: 'network', retryable: true });
    expect(stateOf(actor)).toBe('waitingToRetry');
    expect(attempts[0]!.stopped).toBe(true);
    // The bar keeps what the server already has.
    expect(percentSent(actor.getSnapshot().context)).toBe(40);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    expect(last().input.uploadUrl).toBe('/api/uploads/files/abc');
    last().report({ type: 'upload.succeeded', uploadId: 'abc' });
    expect(stateOf(actor)).toBe('done');
  });

  it(`gives up after ${AUTO_RETRIES} automatic retries and lets the person try again`, async () => {
    const { actor, attempts, last } = start();
    actor.send({ type: 'start' });
    for (let i = 0; i < AUTO_RETRIES; i += 1) {
      last().report({ type: 'upload.failed', message: 'network', retryable: true });
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(attempts).toHaveLength(AUTO_RETRIES + 1);
    last().report({ type: 'upload.failed', message: 'network', retryable: true });
    expect(stateOf(actor)).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(FILE_UPLOAD_MSG.failed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(AUTO_RETRIES + 1);

    actor.send({ type: 'retry' });
    expect(stateOf(actor)).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(attempts).toHaveLength(AUTO_RETRIES + 2);
  });

  it("stops at once on the server's refusal with its message, and can be cancelled", async () => {
    const { actor, attempts, last } = start();
    actor.send({ type: 'start' });
    const refusal = 'O arquivo diploma.pdf não é do tipo PDF, JPG, PNG, GIF, BMP, TIFF ou WEBP.';
    last().report({ type: 'upload.failed', message: refusal, retryable: false });
    expect(stateOf(actor)).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(refusal);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts).toHaveLength(1);

    actor.send({ type: 'cancel' });
    expect(stateOf(actor)).toBe('cancelled');
    expect(actor.getSnapshot().output).toEqual({ uploadId: null });
  });

  it('cancelling while sending aborts the attempt', () => {
    const { actor, last } = start();
    actor.send({ type: 'start' });
    actor.send({ type: 'cancel' });
    expect(last().stopped).toBe(true);
    expect(stateOf(actor)).toBe('cancelled');
  });
});
