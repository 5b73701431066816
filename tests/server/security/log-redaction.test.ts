import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { App } from '../../../server/types';
import { nextIp } from '../support/registration';
import { createTestApp, DEMO, testConfig, type TestContext } from '../support/test-app';

/**
 * The production logger, at debug level, with a hook that logs every request body: card data,
 * passwords, PINs and codes still never reach a line.
 */
const SECRETS = {
  card: '5555555555554444',
  cvv: '4729',
  password: 'Segredo#Unico2026',
  pin: '8163',
  code: '604172',
  captcha: 'captcha-token-sentinela',
  pixKey: 'chave.pix.sentinela@exemplo.com.br',
};
const CARD = {
  NUMERO_CARTAO: SECRETS.card,
  NOME_CARTAO: 'TITULAR VISIVEL',
  MES_EXPIRACAO: 12,
  ANO_EXPIRACAO: 2035,
  CODIGO_SEGURANCA: SECRETS.cvv,
};
const BUYER = {
  nome: 'Comprador Visivel',
  cpf: '52998224725',
  email: 'visivel@exemplo.com.br',
  senha: SECRETS.password,
  senhaRepeticao: SECRETS.password,
};

let t: TestContext;
let app: App;
const lines: string[] = [];
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO.maria);
  app = await buildApp({
    config: testConfig({ logLevel: 'debug' }),
    database: t.database,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  app.addHook('preHandler', async (request) => {
    request.log.debug({ body: request.body }, 'request body');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const REQUESTS: [string, object][] = [
  [
    '/api/auth/login',
    { usuario: DEMO.maria.usuario, senha: SECRETS.password, codigoConfirmacao: SECRETS.code },
  ],
  [
    '/api/auth/checarCodigoRecuperacao',
    { USUARIO: 'visivel@exemplo.com.br', CODIGO_RECUPERACAO: SECRETS.code, SENHA: SECRETS.password },
  ],
  [
    '/api/auth/verificarCodigoConfirmacao',
    { ID_EMITENTE_ML: 428, CPF: '11144477735', CODIGO_CONFIRMACAO: SECRETS.code, TIPO: 'EMAIL' },
  ],
  ['/api/auth/registrarConta', { ...BUYER, codigoConfirmacao: SECRETS.code, recaptcha: SECRETS.captcha }],
  ['/api/emitente/cadastrarPIN', { PIN: SECRETS.pin }],
  ['/api/emitente/validarPIN', { PIN: SECRETS.pin }],
  ['/api/emitente/verificarCodigoPinTransacao', { CODIGO: SECRETS.code, PIN: SECRETS.pin }],
  ['/api/emitente/verificarCodigoPinTransacaoTroca', { CODIGO: SECRETS.code }],
  ['/api/emitente/efetuarTrocaEmailCelular', { CODIGO: SECRETS.code }],
  ['/api/emitente/salvarCartao', CARD],
  ['/api/fluxo/efetuarTransacao', { ID_FLUXO_DE_CAIXA: 1, TIPO: 'C', TOKEN_PIN: 'x.y.z', CARTAO: CARD }],
  ['/api/access/incluirFluxoProjetoDireto', { HASH: 'congresso-2027', EMITENTE: BUYER }],
  [
    '/api/access/efetuarTransacaoDireta',
    {
      ID_FLUXO_DE_CAIXA: 1,
      HASH: 'congresso-2027',
      REFERENCIA: 'r'.repeat(32),
      TIPO: 'C',
      CARTAO: CARD,
      EMITENTE: BUYER,
    },
  ],
  // A withdrawn boleto's refund key: the buyer's personal data.
  [
    '/api/access/desistir-compra',
    {
      itemId: 1,
      hash: 'congresso-2027',
      reference: 'r'.repeat(32),
      refundPixKey: { type: 'email', key: SECRETS.pixKey },
    },
  ],
  ['/api/ingressos/desistir', { itemId: 1, refundPixKey: { type: 'email', key: SECRETS.pixKey } }],
];

/** Every string anywhere in a log line's JSON. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('log redaction', () => {
  it('no log line holds a card number, a CVV, a password, a PIN, a code or a refund PIX key', async () => {
    for (const [url, payload] of REQUESTS) {
      await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: nextIp(),
      });
    }
    const bodies = lines.filter((l) => l.includes('"request body"'));
    // The control: the hook logged each body, with its harmless fields in clear.
    expect(bodies).toHaveLength(REQUESTS.length);
    expect(lines.join('\n')).toContain('TITULAR VISIVEL');
    expect(lines.join('\n')).toContain('Comprador Visivel');

    const text = lines.join('\n');
    for (const long of [SECRETS.card, SECRETS.password, SECRETS.captcha, SECRETS.pixKey])
      expect(text).not.toContain(long);
    const values = lines.flatMap((line) => strings(JSON.parse(line)));
    for (const short of [SECRETS.cvv, SECRETS.pin, SECRETS.code]) {
      expect(
        values.filter((v) => v.includes(short)),
        short,
      ).toEqual([]);
    }
    expect(values).not.toContain(`Bearer ${token}`);
  });

  it('request lines name the URL, never the body', () => {
    const incoming = lines.filter((l) => l.includes('"incoming request"')).map((l) => JSON.parse(l));
    expect(incoming.length).toBeGreaterThanOrEqual(REQUESTS.length);
    for (const line of incoming) {
      expect(line.req.url).toMatch(/^\/api\//);
      expect(line.req).not.toHaveProperty('body');
    }
  });
});
