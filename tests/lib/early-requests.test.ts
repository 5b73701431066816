import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, takeEarlyResponse } from '../../src/lib/early-requests';

const URL_A = 'http://quita.test/api/emitente/obterLogado';
const get = (url: string, token?: string) =>
  new Request(url, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{"ok":true}'));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as { __quitaEarlyRequests?: unknown }).__quitaEarlyRequests;
});

describe('early requests', () => {
  it('hands the early answer to the same GET with the same token, once', async () => {
    startEarlyRequest(URL_A, 'tok');
    expect(fetchMock).toHaveBeenCalledWith(URL_A, { headers: { authorization: 'Bearer tok' } });

    const answer = takeEarlyResponse(get(URL_A, 'tok'));
    expect(await (await answer!).json()).toEqual({ ok: true });
    expect(takeEarlyResponse(get(URL_A, 'tok'))).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never hands it to another token, a visitor without one, another address or a POST', () => {
    startEarlyRequest(URL_A, 'tok');
    expect(takeEarlyResponse(get(URL_A, 'other'))).toBeUndefined();
    startEarlyRequest(URL_A, 'tok');
    expect(takeEarlyResponse(get(URL_A))).toBeUndefined();
    startEarlyRequest(URL_A, null);
    expect(takeEarlyResponse(get(URL_A, 'tok'))).toBeUndefined();
    startEarlyRequest(URL_A, 'tok');
    expect(takeEarlyResponse(get(`${URL_A}?x=1`, 'tok'))).toBeUndefined();
    expect(takeEarlyResponse(new Request(URL_A, { method: 'POST', body: '{}' }))).toBeUndefined();
  });

  it('lets an answer older than ten seconds go: the app asks again', () => {
    vi.useFakeTimers();
    startEarlyRequest(URL_A, 'tok');
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyResponse(get(URL_A, 'tok'))).toBeUndefined();
  });

  it('asks again when the early call failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    startEarlyRequest(URL_A, 'tok');
    const answer = await takeEarlyResponse(get(URL_A, 'tok'));
    expect(answer?.ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
