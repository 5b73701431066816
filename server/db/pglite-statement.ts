import { type PGlite, parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
const describePortal = serialize.describe({ type: 'P' });
const executePortal = serialize.execute({});
const sync = serialize.sync();

const joined = (parts: Uint8Array[]) => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
};

/** A parameter in PostgreSQL's text format. */
const asText = (value: unknown) => {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
};

/**
 * A statement PGlite parses and plans once, then runs with one call into its WebAssembly (Bind,
 * Describe, Execute, Sync). PGlite's query() parses and plans again on every call, in five calls,
 * and drizzle's PGlite driver ignores a prepared statement's name: listarFluxos' query took ~1.2 ms
 * a call that way, ~0.3 ms this way. Rows are named by the statement's own column names.
 */
export function pgliteStatement<Row>(client: PGlite, name: string, text: string) {
  // As query() does: never inside another caller's transaction, never between its messages.
  const exclusive = <T>(run: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  let parsed: Promise<unknown> | undefined;

  const parseOnce = () =>
    (parsed ??= exclusive(() => client.execProtocol(joined([serialize.parse({ name, text }), sync]))).catch(
      (error: unknown) => {
        parsed = undefined;
        throw error;
      },
    ));

  return async (params: readonly unknown[]): Promise<Row[]> => {
    await parseOnce();
    const values = params.map(asText);
    const bind = serialize.bind({ statement: name, values });
    const { messages } = await exclusive(() =>
      client.execProtocol(joined([bind, describePortal, executePortal, sync])),
    );
    const [result] = parse.parseResults(messages, client.parsers, { rowMode: 'object' });
    return (result?.rows ?? []) as Row[];
  };
}
