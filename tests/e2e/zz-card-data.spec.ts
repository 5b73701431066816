import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Runs last (workers are 1, files in name order): after the other specs paid and saved cards in
 * the browser, neither the embedded database's files nor the server's log hold a test card
 * number, nor a CVV the tests typed. The files are read raw (PGlite's heap and WAL), so a number
 * stored anywhere, even in a row deleted since, would be found.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const DATA_DIR = `.e2e-data/${PORT}`;
const CARDS = [
  '4111111111111111',
  '5555555555554444',
  '4000000000000002',
  '4111111111111112',
  // card-browsers.spec: a 19-digit Hipercard typed in the browser, another through the API.
  '3841001234567890007',
  '6062825624254001',
];
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
const CVVS = ['123'];
/** A CVV is three digits: it only counts where it sits next to a field name that would hold it. */
const cvvInContext = (cvv: string) => [
  `"CODIGO_SEGURANCA":"${cvv}"`,
  `"cvv":"${cvv}"`,
  `CODIGO_SEGURANCA=${cvv}`,
];
const NEEDLES = [...CARDS, ...CARDS.map(spaced), ...CVVS.flatMap(cvvInContext)];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function hitsIn(path: string): string[] {
  const bytes = readFileSync(path);
  return NEEDLES.filter((needle) => bytes.includes(Buffer.from(needle, 'latin1'))).map(
    (n) => `${path}: ${n}`,
  );
}

test('no test card number or CVV in the database files or the server log', async ({ request }) => {
  // The control: a row written now reaches the files this test reads.
  const marker = `zz-marcador-${Date.now().toString(36)}`;
  const created = await request.post('/api/sandbox/produtos', {
    data: { HASH: marker, DESCRICAO_DETALHADA: '<p>marcador</p>' },
  });
  expect(created.ok()).toBe(true);

  const files = filesUnder(join(DATA_DIR, 'pgdata'));
  const log = join(DATA_DIR, 'server.log');
  const scanned = [...files, log];
  const bytes = scanned.reduce((sum, f) => sum + statSync(f).size, 0);
  const hits = scanned.flatMap(hitsIn);
  console.info(`[security] card data: ${scanned.length} files, ${bytes} bytes scanned, ${hits.length} hits`);

  await expect
    .poll(() => files.some((f) => readFileSync(f).includes(Buffer.from(marker))), { timeout: 10_000 })
    .toBe(true);
  expect(readFileSync(log, 'utf8')).toContain('"url":"/api/');
  expect(hits).toEqual([]);
});
