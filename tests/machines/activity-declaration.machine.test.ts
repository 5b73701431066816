import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ACTIVITY_MSG } from '../../domain/activity-messages';
import type { Outcome } from '../../domain/outcome';
import { activityDeclarationMachine, type DeclareRequest } from '../../machines/activity-declaration.machine';
import {
  FILE_UPLOAD_MSG,
  type FileUploadEvent,
  type UploadActorInput,
} from '../../machines/file-upload.machine';

const pdf = (name = 'certificado.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** The upload answers each attempt with the next of `attempts`; the declaration with `answers`. */
function start(attempts: FileUploadEvent[][], answers: Outcome<unknown>[] = [{ ok: true, value: {} }]) {
  const uploads: UploadActorInput[] = [];
  const requests: DeclareRequest[] = [];
  const actor = createActor(
    activityDeclarationMachine.provide({
      actors: {
        upload: fromCallback<FileUploadEvent, UploadActorInput>(({ input, sendBack }) => {
          uploads.push(input);
          for (const event of attempts[uploads.length - 1] ?? []) sendBack(event);
        }),
        declare: fromPromise<Outcome<unknown>, DeclareRequest>(async ({ input }) => {
          requests.push(input);
          return answers[requests.length - 1] ?? { ok: true, value: {} };
        }),
      },
    }),
    { input: { associationId: 428, today: '2026-11-28', firstYear: 2022 } },
  ).start();
  const fill = (fields: { name?: string; date?: string; points?: string }, file: File | null = pdf()) => {
    const all = { name: 'Curso de Catarata', date: '2026-03-15', points: '10', ...fields };
    for (const [key, value] of Object.entries(all)) {
      actor.send({ type: 'field', key: key as 'name', value });
    }
    actor.send({ type: 'file', file });
  };
  return { actor, uploads, requests, fill };
}

const sent = (id = 'a'.repeat(32)): FileUploadEvent[] => [
  { type: 'upload.created', url: `/api/uploads/files/${id}` },
  { type: 'upload.progress', sent: 500, total: 1000 },
  { type: 'upload.succeeded', uploadId: id },
];

describe('activity-declaration machine', () => {
  it('sends the proof, then declares the activity with its upload', async () => {
    const { actor, uploads, requests, fill } = start([sent()]);
    fill({ name: '  Curso de Catarata ', points: ' 10' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads).toEqual([{ file: expect.any(File), kind: 'document', uploadUrl: null }]);
    expect(requests).toEqual([
      {
        associationId: 428,
        name: 'Curso de Catarata',
        date: '2026-03-15',
        points: 10,
        uploadId: 'a'.repeat(32),
      },
    ]);
  });

  it("shows every problem before sending anything, and clears a field's as it changes", () => {
    const { actor, uploads, fill } = start([sent()]);
    fill({ name: '', date: '2026-12-01', points: '0' }, null);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: ACTIVITY_MSG.nameRequired,
      date: ACTIVITY_MSG.dateInFuture,
      points: ACTIVITY_MSG.pointsInvalid,
      proof: ACTIVITY_MSG.proofRequired,
    });
    actor.send({ type: 'field', key: 'name', value: 'Curso' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    actor.send({ type: 'file', file: new File(['x'], 'foto.gif', { type: 'image/gif' }) });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors.proof).toBe(ACTIVITY_MSG.proofWrongType);
    expect(uploads).toEqual([]);
  });

  it('brings the form back when the upload breaks, and resumes it on the next try', async () => {
    const { actor, uploads, fill } = start([
      [
        { type: 'upload.created', url: '/api/uploads/files/b' },
        { type: 'upload.failed', message: '', retryable: true },
      ],
      sent('b'),
    ]);
    fill({});
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(FILE_UPLOAD_MSG.failed);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads[1]?.uploadUrl).toBe('/api/uploads/files/b');
  });

  it("shows the server's refusal, then declares again without sending the proof twice", async () => {
    const { actor, uploads, requests, fill } = start(
      [sent()],
      [
        { ok: false, message: ACTIVITY_MSG.notMember },
        { ok: true, value: {} },
      ],
    );
    fill({});
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(ACTIVITY_MSG.notMember);
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(uploads).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });
});
