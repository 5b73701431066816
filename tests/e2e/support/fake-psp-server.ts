import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeCertificates } from '../../server/gateways/pix-api/support/certificates';
import {
  FAKE_CHAVE,
  FAKE_CLIENT,
  startFakePsp,
  type FakePsp,
} from '../../server/gateways/pix-api/support/fake-psp';
import type { FakePspState } from './fake-psp-control';

/**
 * The fake PSP of the server tests (bacen/pix-api over HTTPS with client-certificate checks) as a
 * process of its own, for the browser tests:
 *
 *   node --import tsx tests/e2e/support/fake-psp-server.ts [--state FILE] [-- APP COMMAND...]
 *
 * It makes the PSP's CA, server and client certificates in a temporary directory, starts the PSP,
 * and a control API over plain HTTP for the test (fake-psp-control.ts), whose address it writes
 * with the PSP's into FILE. With a command after `--` it starts the app with the PIX_* variables
 * that point at the PSP (PAYMENT_GATEWAY=pix-api) and lives as long as the app; without, it prints
 * them. The PSP delivers its notifications by POST to the webhook URL the app registered
 * (PUBLIC_URL + /api/webhooks/pix/{association}, + /pix as the standard says): over plain HTTP here,
 * as the server tests deliver them by inject, for no local PSP can present a real one's certificate.
 */

function parseArgs(argv: string[]) {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  const stateAt = own.indexOf('--state');
  return { stateFile: stateAt === -1 ? undefined : own[stateAt + 1], command };
}

type Json = Record<string, unknown>;

const readJson = (req: IncomingMessage) =>
  new Promise<Json>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', reject);
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? (JSON.parse(text) as Json) : {});
      } catch (error) {
        reject(error as Error);
      }
    });
  });

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * The test's side of the PSP:
 * - GET  /cobrancas/{txid}        the charge as the PSP keeps it (its pixCopiaECola, its status);
 * - POST /cobrancas/{txid}/pagar  {webhook?: false} the payer's bank pays it; the PSP notifies the
 *                                 app once, or never (a lost webhook);
 * - POST /webhook/forjado         {txid} a notification the PSP never sent: a Pix it does not know
 *                                 claiming to pay that charge;
 * - GET  /estado                  the registered webhook URL and every request that broke the standard.
 */
async function control(psp: FakePsp, req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  const method = req.method ?? 'GET';
  let match = /^\/cobrancas\/([A-Za-z0-9]+)$/.exec(path);
  if (match && method === 'GET') {
    const charge = psp.charge(match[1]!);
    if (!charge) return answer(res, 404, { message: 'cobrança desconhecida' });
    return answer(res, 200, {
      kind: charge.kind,
      status: charge.answer.status,
      pixCopiaECola: charge.answer.pixCopiaECola,
    });
  }
  match = /^\/cobrancas\/([A-Za-z0-9]+)\/pagar$/.exec(path);
  if (match && method === 'POST') {
    const { webhook = true } = await readJson(req);
    const paid = await psp.pay(match[1]!, { times: webhook === false ? 0 : 1 });
    return answer(res, 200, { endToEndId: paid.endToEndId, webhookStatuses: paid.statuses });
  }
  if (path === '/webhook/forjado' && method === 'POST') {
    const { txid } = await readJson(req);
    const charge = typeof txid === 'string' ? psp.charge(txid) : undefined;
    if (!charge) return answer(res, 404, { message: 'cobrança desconhecida' });
    const endToEndId = psp.newE2e();
    const status = await psp.forge({
      pix: [
        {
          endToEndId,
          txid,
          valor: (charge.answer.valor as { original: string }).original,
          horario: new Date().toISOString(),
        },
      ],
    });
    return answer(res, 200, { endToEndId, webhookStatus: status });
  }
  if (path === '/estado' && method === 'GET') {
    return answer(res, 200, { webhookUrl: psp.webhookUrl ?? null, violations: psp.violations });
  }
  return answer(res, 404, { message: 'rota desconhecida' });
}

async function main() {
  const { stateFile, command } = parseArgs(process.argv.slice(2));
  const certs = makeCertificates();
  const psp = await startFakePsp(certs);
  psp.onWebhook(async (url, body) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  });

  const controlServer = createServer((req, res) => {
    control(psp, req, res).catch((error: unknown) => answer(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => controlServer.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(controlServer.address() as AddressInfo).port}`;

  const env = {
    PAYMENT_GATEWAY: 'pix-api',
    PIX_API_URL: psp.url,
    PIX_CLIENT_ID: FAKE_CLIENT.id,
    PIX_CLIENT_SECRET: FAKE_CLIENT.secret,
    PIX_CERT_FILE: certs.clientCertFile,
    PIX_KEY_FILE: certs.clientKeyFile,
    PIX_CA_FILE: certs.caFile,
    PIX_CHAVE: FAKE_CHAVE,
  };
  const state: FakePspState = { pspUrl: psp.url, controlUrl };
  if (stateFile) writeFileSync(stateFile, JSON.stringify(state));

  if (command.length > 0) console.log(`fake PSP at ${psp.url}, control API at ${controlUrl}`);
  const app: ChildProcess | undefined =
    command.length > 0
      ? spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, ...env } })
      : undefined;
  let closing = false;
  const close = async (code: number) => {
    if (closing) return;
    closing = true;
    app?.kill('SIGTERM');
    controlServer.close();
    await psp.close();
    certs.remove();
    process.exit(code);
  };
  process.once('SIGINT', () => void close(0));
  process.once('SIGTERM', () => void close(0));

  if (app) {
    app.on('exit', (code, signal) => void close(code ?? (signal ? 1 : 0)));
  } else {
    for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
    console.log(`# control API: ${controlUrl}; set PUBLIC_URL to the app's address; Ctrl-C stops`);
  }
}

await main();
