import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { FILE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../domain/constants';
import { fileTooBig, videoTooBig } from '../../../domain/messages';
import { nextIp } from '../support/registration';
import type { TestContext } from '../support/test-app';

/**
 * A tus 1.0 client of /api/uploads/files through app.inject, as the browser's tus-js-client speaks
 * it; `context` is read at each call, the app being built in beforeAll.
 */
export function tusClient(context: () => TestContext) {
  const inject = (options: InjectOptions) => context().app.inject(options);
  const TUS = { 'tus-resumable': '1.0.0' };

  const metadata = (pairs: Record<string, string>) =>
    Object.entries(pairs)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');

  async function newToken(): Promise<string> {
    const res = await inject({ method: 'POST', url: '/api/uploads/token', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  }

  function create(
    token: string | null,
    size: number | null,
    { kind = 'document', name = 'diploma.pdf' } = {},
  ) {
    return inject({
      method: 'POST',
      url: '/api/uploads/files',
      headers: {
        ...TUS,
        ...(token ? { 'upload-token': token } : {}),
        ...(size === null ? { 'upload-defer-length': '1' } : { 'upload-length': String(size) }),
        'upload-metadata': metadata({ filename: name, filetype: 'application/pdf', kind }),
      },
    });
  }

  const patch = (token: string, location: string, offset: number | string, bytes: Buffer | string) =>
    inject({
      method: 'PATCH',
      url: location,
      headers: {
        ...TUS,
        'upload-token': token,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: bytes,
    });

  const head = (token: string, location: string) =>
    inject({ method: 'HEAD', url: location, headers: { ...TUS, 'upload-token': token } });

  /** A whole upload in one PATCH; its id. */
  async function uploaded(token: string, bytes: Buffer, options: { kind?: string; name?: string } = {}) {
    const created = await create(token, bytes.length, options);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect((await patch(token, location, 0, bytes)).statusCode).toBe(204);
    return idOf(location);
  }

  /** A document and a video declared one byte over their limits: 413, with the kind's message. */
  async function refusesOversize(token: string) {
    const doc = await create(token, FILE_MAX_BYTES + 1, { name: 'grande.pdf' });
    expect(doc.statusCode).toBe(413);
    expect(doc.json()).toEqual({ ok: false, message: fileTooBig('grande.pdf') });
    const video = await create(token, VIDEO_MAX_BYTES + 1, { kind: 'video', name: 'longo.mp4' });
    expect(video.statusCode).toBe(413);
    expect(video.json()).toEqual({ ok: false, message: videoTooBig('longo.mp4') });
  }

  return { TUS, newToken, create, patch, head, uploaded, refusesOversize };
}

export const idOf = (location: string) => location.split('/').pop()!;
