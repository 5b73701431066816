import { startFakeAsaas } from '../../support/fake-asaas/fake-asaas-server';

/**
 * The fake Asaas as a process of its own, for playwright.asaas.config.ts: listens on the port
 * given (`--port N`) until Playwright stops it, delivers its webhooks over HTTP to the app's
 * `--webhook URL`, and opens its control routes to the tests (support/fake-asaas-control.ts).
 */
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const port = Number(arg('--port'));
if (!Number.isInteger(port) || port <= 0) throw new Error('fake Asaas: --port N is required');
const webhookUrl = arg('--webhook');
const asaas = await startFakeAsaas({
  port,
  control: true,
  tokenization: process.argv.includes('--tokenization'),
});
if (webhookUrl)
  asaas.onWebhook(async (body, headers) => {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Asaas_Hmlg/3.0', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return res.status;
  });
console.log(`fake Asaas at ${asaas.url}`);
const stop = () => void asaas.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
