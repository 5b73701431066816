import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../support/registration';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';

/**
 * Every route of the OpenAPI document, with and without a valid token, gets malformed, wrongly
 * typed, oversized and unicode-heavy params, query strings and bodies: no answer may be a 5xx.
 */
interface Operation {
  method: 'GET' | 'POST';
  path: string;
  bodyFields: string[];
  queryFields: string[];
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
let t: TestContext;
let token: string;
let operations: Operation[];
const tally = { requests: 0, fiveHundreds: 0 };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.maria);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        bodyFields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
  );
});
afterAll(async () => {
  console.info(`[security] fuzz: ${tally.requests} requests, ${tally.fiveHundreds} answers 5xx`);
  await t.close();
});

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' or 1=1 --",
    '<script>x</script>',
    '𝕼𝖚𝖎𝖙𝖆🧾',
    '\u202e\u200b',
    'ÿ'.repeat(300),
  ),
  fc.integer({ min: 1, max: 5 }).map((n) => 'x'.repeat(n * 20_000)),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 31, -(2 ** 31) - 1),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);
/** A body: shaped like the route's own (its field names, wrong values), or anything at all. */
const bodyFor = (op: Operation) =>
  fc.oneof(
    fc
      .record(Object.fromEntries(op.bodyFields.map((f) => [f, weirdValue])), { requiredKeys: [] })
      .map((b) => JSON.stringify(b)),
    fc.jsonValue({ maxDepth: 3 }).map((b) => JSON.stringify(b)),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{',
      '[[[[[[',
      '{"a":1,"a":2}',
      '['.repeat(5_000) + ']'.repeat(5_000),
    ),
  );
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);

function fillPath(path: string, values: string[]) {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++] ?? ''));
}

describe('fuzzing every route', () => {
  it.each([
    ['without a token', false],
    ['with a valid token', true],
  ])('%s: never a 5xx', { timeout: 600_000 }, async (_name, withToken) => {
    for (const op of operations) {
      // Logging out would only turn the rest of this pass into 401s.
      if (withToken && op.path === '/api/auth/logout') continue;
      const request = fc.record({
        params: fc.array(weirdString, { minLength: 3, maxLength: 3 }),
        query: fc.dictionary(
          fc.oneof(fc.constantFrom(...op.queryFields, 'x'), fc.string({ maxLength: 10 })),
          weirdString,
          { maxKeys: 3 },
        ),
        body: bodyFor(op),
        contentType,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body, contentType: type }) => {
          const res = await t.app.inject({
            method: op.method,
            url: fillPath(op.path, params),
            query: query as Record<string, string>,
            headers: {
              ...(withToken ? { authorization: `Bearer ${token}` } : {}),
              ...(type && op.method === 'POST' ? { 'content-type': type } : {}),
            },
            ...(op.method === 'POST' ? { payload: body } : {}),
            remoteAddress: nextIp(),
          });
          tally.requests += 1;
          if (res.statusCode >= 500) tally.fiveHundreds += 1;
          expect(res.statusCode, `${op.method} ${op.path}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('an oversized body on every POST is a 4xx', { timeout: 120_000 }, async () => {
    const huge = JSON.stringify({ x: 'y'.repeat(2 * 1024 * 1024) });
    for (const op of operations.filter((o) => o.method === 'POST')) {
      const res = await t.app.inject({
        method: 'POST',
        url: fillPath(op.path, ['a', 'b', 'c']),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: huge,
        remoteAddress: nextIp(),
      });
      tally.requests += 1;
      expect(res.statusCode, op.path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, op.path).toBeLessThan(500);
    }
  });
});
