import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LOGIN_FAILED } from '../../server/routes/gestao/session';
import { LOGIN_FAILED } from '../../server/routes/auth/login';
import { makeCertificates, type TestCertificates } from '../server/gateways/pix-api/support/certificates';
import { call } from './support/api';
import { freePort, spawnServer, startServer, tempDataDir, type ServerProcess } from './support/server';

/**
 * The real server process with SANDBOX=false, on PGlite and (with TEST_DATABASE_URL) on a fresh
 * PostgreSQL database: a sandbox environment stops the start with one pt-BR line per variable and
 * writes nothing; README's minimal production environment starts with no demo data and no sandbox.
 */
const DEMO_PASSWORD = 'Quita@2026';
const DEMO_STAFF = ['gestor@exemplo.com.br', 'financeiro@exemplo.com.br', 'gestor.psi@exemplo.com.br'];
const DEMO_MEMBERS = ['membro@exemplo.com.br', '52998224725', 'novo@exemplo.com.br'];

/** Every variable the check reads, blank: nothing leaks in from the environment running the tests. */
const BLANK = {
  PAYMENT_GATEWAY: '',
  SMTP_URL: '',
  RECAPTCHA_SITE_KEY: '',
  RECAPTCHA_SECRET: '',
  PUBLIC_URL: '',
  CEP_PROVIDER: '',
  CRM_PROVIDER: '',
  JWT_SECRET: '',
  SECRETS_KEY: '',
};

/** README's "Going to production": the outside services point at closed loopback ports. */
async function productionEnv(certs: TestCertificates): Promise<Record<string, string>> {
  const closed = await freePort();
  return {
    ...BLANK,
    SANDBOX: 'false',
    LOG_LEVEL: 'fatal',
    PAYMENT_GATEWAY: 'pix-api',
    PIX_API_URL: `https://127.0.0.1:${closed}`,
    PIX_CLIENT_ID: 'quita',
    PIX_CLIENT_SECRET: 'segredo-do-psp',
    PIX_CERT_FILE: certs.clientCertFile,
    PIX_KEY_FILE: certs.clientKeyFile,
    PIX_CHAVE: 'financeiro@associacao.org.br',
    SMTP_URL: `smtp://127.0.0.1:${closed}`,
    RECAPTCHA_SITE_KEY: 'chave-do-site',
    RECAPTCHA_SECRET: 'chave-secreta',
    PUBLIC_URL: 'https://quita.associacao.org.br',
    CEP_PROVIDER: 'viacep',
  };
}

interface Backend {
  name: string;
  /** The variables that choose this database, for a good start. */
  env: () => Record<string, string>;
  /** What the database holds of the demo (nothing, once started in production). */
  demoRows?: () => Promise<number>;
  setUp: () => Promise<void>;
  tearDown: () => Promise<void>;
}

const pglite: Backend = {
  name: 'PGlite',
  env: () => ({}),
  setUp: async () => {},
  tearDown: async () => {},
};

function postgres(adminUrl: string): Backend {
  const name = `quita_production_${randomBytes(5).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const query = async (connectionString: string, sql: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await client.query<{ n: string }>(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    env: () => ({
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
    }),
    demoRows: async () => {
      const { rows } = await query(
        url.toString(),
        `select (select count(*) from issuers) + (select count(*) from members) + (select count(*) from staff) as n`,
      );
      return Number(rows[0]!.n);
    },
    setUp: async () => {
      await query(adminUrl, `create database ${name}`);
    },
    tearDown: async () => {
      await query(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

const backends = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

describe.each(backends)('SANDBOX=false on $name', (backend) => {
  let certs: TestCertificates;
  const dataDir = tempDataDir();
  const staticDir = join(dataDir, 'spa');
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    certs = makeCertificates();
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Quita</title>');
    await backend.setUp();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await backend.tearDown();
    certs.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a sandbox environment: exit code 1, one pt-BR line per variable, nothing written', async () => {
    const refusedDir = join(dataDir, 'refused');
    mkdirSync(refusedDir);
    const refused = spawnServer({
      dataDir: refusedDir,
      port: await freePort(),
      env: {
        ...BLANK,
        ...backend.env(),
        JWT_SECRET: '',
        SECRETS_KEY: '',
        SANDBOX: 'false',
        PAYMENT_GATEWAY: 'sandbox',
        PUBLIC_URL: 'http://quita.associacao.org.br',
        CRM_PROVIDER: 'sandbox',
      },
    });
    expect(await refused.exited).toBe(1);
    const lines = refused.stderr().trimEnd().split('\n');
    expect(lines).toEqual([
      'PAYMENT_GATEWAY=sandbox: em produção (SANDBOX=false) use PAYMENT_GATEWAY=pix-api ou asaas; o sandbox não recebe dinheiro de verdade.',
      'SMTP_URL ausente: em produção (SANDBOX=false) os e-mails precisam sair por SMTP (ex.: smtps://usuario:senha@servidor:465).',
      'RECAPTCHA_SITE_KEY ausente: em produção (SANDBOX=false) o cadastro e a compra exigem o reCAPTCHA do Google.',
      'RECAPTCHA_SECRET ausente: em produção (SANDBOX=false) o servidor confere o reCAPTCHA no Google com esta chave secreta.',
      'PUBLIC_URL=http://quita.associacao.org.br: em produção (SANDBOX=false) o endereço precisa começar com https://.',
      'CEP_PROVIDER ausente: em produção (SANDBOX=false) use CEP_PROVIDER=viacep; o sandbox conhece só três CEPs.',
      'CRM_PROVIDER=sandbox: em produção (SANDBOX=false) use CRM_PROVIDER=http ou deixe-o ausente (sem consulta ao CRM, a associação confere os documentos).',
      ...(backend.demoRows
        ? [
            'JWT_SECRET ausente: com DATABASE_URL em produção (SANDBOX=false) todas as instâncias precisam do mesmo JWT_SECRET.',
            'SECRETS_KEY ausente: com DATABASE_URL em produção (SANDBOX=false) todas as instâncias precisam do mesmo SECRETS_KEY.',
          ]
        : []),
    ]);
    // Neither a generated secret nor an embedded database: the start stopped before writing.
    expect(readdirSync(refusedDir)).toEqual([]);
  });

  it('starts with the production environment: no demo people, no sandbox calls or pages', async () => {
    server = await startServer({
      dataDir,
      port: await freePort(),
      env: { ...(await productionEnv(certs)), ...backend.env(), STATIC_DIR: staticDir },
    });
    const config = await call<{ sandbox: boolean; recaptchaSiteKey: string }>(server.url, '/api/auth/config');
    expect(config.body).toMatchObject({ sandbox: false, recaptchaSiteKey: 'chave-do-site' });

    for (const email of DEMO_STAFF) {
      const staff = await call(server.url, '/api/gestao/login', { body: { email, password: DEMO_PASSWORD } });
      expect(staff.status, email).toBe(401);
      expect(JSON.stringify(staff.body), email).toContain(STAFF_LOGIN_FAILED);
    }
    for (const usuario of DEMO_MEMBERS) {
      const member = await call(server.url, '/api/auth/login', { body: { usuario, senha: DEMO_PASSWORD } });
      expect(member.body, usuario).toEqual({ resultado: false, erro: LOGIN_FAILED });
    }
    if (backend.demoRows) expect(await backend.demoRows()).toBe(0);

    for (const [method, path] of [
      ['GET', '/api/sandbox/mensagens?para=membro@exemplo.com.br'],
      ['GET', '/api/sandbox/maquinas'],
      ['GET', '/api/sandbox/qr-associacao/428'],
      ['POST', '/api/sandbox/jobs/lembretes'],
      ['POST', '/api/sandbox/pix/qualquer/pagar'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status, path).toBe(404);
    }
    const page = await fetch(`${server.url}/sandbox/mensagens`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect((await fetch(`${server.url}/login`)).status).toBe(200);

    expect(await server.stop('SIGTERM')).toBe(0);
  });
});
