/**
 * PUBLIC_URL: the absolute address members and buyers reach the app at, printed before every link
 * an e-mail, a notification or a PDF carries (/verificar/…, /pendencia?id=…, /gestao/convite/…).
 * The sandbox may default to this machine; production must say where it lives, and not on a
 * loopback address a reader's device cannot reach (issue 28 item 17).
 */
export const PUBLIC_URL_MSG = {
  required:
    'PUBLIC_URL é obrigatório fora do sandbox (SANDBOX=false): o endereço público do Quita, por exemplo https://quita.associacao.org.br, vai nos links dos e-mails e dos PDFs.',
  invalid: (value: string) => `PUBLIC_URL precisa ser um endereço http(s) absoluto (hoje: ${value}).`,
  loopback: (value: string) =>
    `PUBLIC_URL não pode apontar para este computador fora do sandbox (hoje: ${value}): use o endereço público do Quita.`,
} as const;

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

export function publicUrlFrom(env: NodeJS.ProcessEnv, sandbox: boolean): string {
  const value = env.PUBLIC_URL?.trim() ?? '';
  if (!value) {
    if (sandbox) return `http://localhost:${env.PORT ?? 3000}`;
    throw new Error(PUBLIC_URL_MSG.required);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(PUBLIC_URL_MSG.invalid(value));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(PUBLIC_URL_MSG.invalid(value));
  if (!sandbox && LOOPBACK.test(url.hostname)) throw new Error(PUBLIC_URL_MSG.loopback(value));
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
