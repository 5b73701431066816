import { startFakeGraphApi } from '../../support/fake-whatsapp/fake-graph-api';

/**
 * The fake Graph API (WhatsApp Cloud API) as a process of its own, for playwright.whatsapp.config.ts:
 * listens on `--port N`, posts its signed webhooks to the app's `--webhook URL`, and opens its
 * control routes (`/__fake/messages`, `/__fake/status`, `/__fake/text`) to the tests.
 */
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const port = Number(arg('--port'));
if (!Number.isInteger(port) || port <= 0) throw new Error('fake Graph API: --port N is required');
const webhookUrl = arg('--webhook');
const graph = await startFakeGraphApi({
  port,
  control: true,
  ...(webhookUrl
    ? {
        deliver: async (raw, headers) =>
          (
            await fetch(webhookUrl, {
              method: 'POST',
              headers,
              body: raw,
              signal: AbortSignal.timeout(20_000),
            })
          ).status,
      }
    : {}),
});
console.log(`fake Graph API at ${graph.url}`);
const stop = () => void graph.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
