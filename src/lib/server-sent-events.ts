/** How a stream ended: the server refused it (4xx: do not ask again) or it broke. */
export type StreamEnd = 'refused' | 'broken';

/**
 * Reads a server-sent-events stream (fetch, so it can carry a token), calling `onEvent` with each
 * event's name and data line, until the server or `signal` ends it.
 */
export async function readServerSentEvents(
  url: string,
  token: string | null,
  signal: AbortSignal,
  onEvent: (name: string, data: string) => void,
): Promise<StreamEnd> {
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (res.status >= 400 && res.status < 500) return 'refused';
  if (!res.ok || !res.body) return 'broken';
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'broken';
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) onEvent(name, data);
    }
  }
}
