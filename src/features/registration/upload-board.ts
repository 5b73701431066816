import { createActor, toPromise, type ActorRefFrom } from 'xstate';
import type { AttachedFile } from '../../../domain/registration-draft';
import { extensionOf } from '../../../machines/document-check';
import { fileUploadMachine, uploadKindOf } from '../../../machines/file-upload.machine';
import { mimeOf } from './file-mime';
import { tusUpload } from '../../lib/tus-upload';

export type FileUploadActor = ActorRefFrom<typeof fileUploadMachine>;

/**
 * The sign-up's uploads: each picked file is sent at once by its own file-upload machine, under
 * the flow's upload token (asked once, on the first file). The registration machine waits for
 * `upload` as it waited for the files to be read; the form draws the files still on their way.
 */
export interface UploadBoard {
  /** Sends the files; resolves with the ones that arrived, when none is still on its way. */
  upload(files: File[]): Promise<AttachedFile[]>;
  subscribe(listener: () => void): () => void;
  /** The uploads still on their way (sending, waiting to retry, or failed). */
  inFlight(): readonly FileUploadActor[];
  /** The flow's upload token, for registrarConta; null before the first file. */
  token(): string | null;
}

export function createUploadBoard(requestToken: () => Promise<string>): UploadBoard {
  let token: string | null = null;
  let pending: Promise<string> | null = null;
  let actors: readonly FileUploadActor[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const flowToken = () => {
    pending ??= requestToken().then(
      (value) => (token = value),
      (error: unknown) => {
        pending = null; // the next attempt asks again
        throw error;
      },
    );
    return pending;
  };
  const machine = fileUploadMachine.provide({ actors: { upload: tusUpload(flowToken) } });

  return {
    async upload(files) {
      const started = files.map((file) =>
        createActor(machine, { input: { file, kind: uploadKindOf(file.type, extensionOf(file.name)) } }),
      );
      actors = [...actors, ...started];
      notify();
      for (const actor of started) actor.start().send({ type: 'start' });
      const outputs = await Promise.all(started.map((actor) => toPromise(actor)));
      actors = actors.filter((actor) => !(started as readonly FileUploadActor[]).includes(actor));
      notify();
      return outputs.flatMap(({ uploadId }, i) => {
        const file = files[i]!;
        return uploadId ? [{ uploadId, name: file.name, size: file.size, type: mimeOf(file) }] : [];
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    inFlight: () => actors,
    token: () => token,
  };
}
