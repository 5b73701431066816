import { describe, expect, it } from 'vitest';
import { productionEnvProblems, productionEnvWarnings } from '../../server/production-env';

/** The minimal production environment of README's "Going to production", on PGlite. */
const GOOD = {
  SANDBOX: 'false',
  PAYMENT_GATEWAY: 'pix-api',
  SMTP_URL: 'smtps://quita:senha@smtp.exemplo.com.br:465',
  RECAPTCHA_SITE_KEY: 'site-key',
  RECAPTCHA_SECRET: 'secret',
  PUBLIC_URL: 'https://quita.exemplo.com.br',
  CEP_PROVIDER: 'viacep',
} as const;

const problemsWith = (changes: Record<string, string | undefined>) =>
  productionEnvProblems({ ...GOOD, ...changes });

describe('productionEnvProblems', () => {
  it('finds nothing to refuse in the sandbox, set or by default, whatever else is missing', () => {
    expect(productionEnvProblems({})).toEqual([]);
    expect(productionEnvProblems({ SANDBOX: 'true', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('accepts the minimal production environment, with or without a CRM registry', () => {
    expect(productionEnvProblems(GOOD)).toEqual([]);
    expect(
      problemsWith({ CRM_PROVIDER: 'http', CRM_API_URL: 'https://crm.exemplo', CRM_API_KEY: 'k' }),
    ).toEqual([]);
    expect(problemsWith({ PUBLIC_URL: 'https://quita.exemplo.com.br/app/' })).toEqual([]);
    expect(problemsWith({ PAYMENT_GATEWAY: 'asaas' })).toEqual([]);
  });

  it('refuses the sandbox gateway, named or by default, and any other name', () => {
    expect(problemsWith({ PAYMENT_GATEWAY: 'sandbox' })).toEqual([
      'PAYMENT_GATEWAY=sandbox: em produção (SANDBOX=false) use PAYMENT_GATEWAY=pix-api ou asaas; o sandbox não recebe dinheiro de verdade.',
    ]);
    expect(problemsWith({ PAYMENT_GATEWAY: undefined })).toEqual([
      'PAYMENT_GATEWAY ausente: em produção (SANDBOX=false) use PAYMENT_GATEWAY=pix-api ou asaas; o sandbox não recebe dinheiro de verdade.',
    ]);
    expect(problemsWith({ PAYMENT_GATEWAY: 'zoop' })).toEqual([
      'PAYMENT_GATEWAY=zoop: em produção (SANDBOX=false) use PAYMENT_GATEWAY=pix-api ou asaas; o sandbox não recebe dinheiro de verdade.',
    ]);
  });

  it('refuses a missing (or blank) SMTP_URL', () => {
    const line =
      'SMTP_URL ausente: em produção (SANDBOX=false) os e-mails precisam sair por SMTP (ex.: smtps://usuario:senha@servidor:465).';
    expect(problemsWith({ SMTP_URL: undefined })).toEqual([line]);
    expect(problemsWith({ SMTP_URL: '  ' })).toEqual([line]);
  });

  it('refuses each missing reCAPTCHA key on its own line', () => {
    expect(problemsWith({ RECAPTCHA_SITE_KEY: undefined })).toEqual([
      'RECAPTCHA_SITE_KEY ausente: em produção (SANDBOX=false) o cadastro e a compra exigem o reCAPTCHA do Google.',
    ]);
    expect(problemsWith({ RECAPTCHA_SECRET: '' })).toEqual([
      'RECAPTCHA_SECRET ausente: em produção (SANDBOX=false) o servidor confere o reCAPTCHA no Google com esta chave secreta.',
    ]);
  });

  it('refuses a missing PUBLIC_URL and one that is not https://', () => {
    expect(problemsWith({ PUBLIC_URL: undefined })).toEqual([
      'PUBLIC_URL ausente: em produção (SANDBOX=false) informe o endereço https:// em que os membros acessam o app.',
    ]);
    for (const url of ['http://quita.exemplo.com.br', 'quita.exemplo.com.br', 'https//quita']) {
      expect(problemsWith({ PUBLIC_URL: url })).toEqual([
        `PUBLIC_URL=${url}: em produção (SANDBOX=false) o endereço precisa começar com https://.`,
      ]);
    }
  });

  it('refuses the sandbox CEP lookup, named or by default', () => {
    expect(problemsWith({ CEP_PROVIDER: 'sandbox' })).toEqual([
      'CEP_PROVIDER=sandbox: em produção (SANDBOX=false) use CEP_PROVIDER=viacep; o sandbox conhece só três CEPs.',
    ]);
    expect(problemsWith({ CEP_PROVIDER: undefined })).toEqual([
      'CEP_PROVIDER ausente: em produção (SANDBOX=false) use CEP_PROVIDER=viacep; o sandbox conhece só três CEPs.',
    ]);
  });

  it('refuses a CRM_PROVIDER that names the sandbox, and http without its URL and key', () => {
    expect(problemsWith({ CRM_PROVIDER: 'sandbox' })).toEqual([
      'CRM_PROVIDER=sandbox: em produção (SANDBOX=false) use CRM_PROVIDER=http ou deixe-o ausente (sem consulta ao CRM, a associação confere os documentos).',
    ]);
    expect(problemsWith({ CRM_PROVIDER: 'http' })).toEqual([
      'CRM_API_URL ausente: CRM_PROVIDER=http consulta o registro de médicos com ela.',
      'CRM_API_KEY ausente: CRM_PROVIDER=http consulta o registro de médicos com ela.',
    ]);
  });

  it('requires JWT_SECRET and SECRETS_KEY with DATABASE_URL only', () => {
    const database = { DATABASE_URL: 'postgres://quita@db:5432/quita' };
    expect(problemsWith(database)).toEqual([
      'JWT_SECRET ausente: com DATABASE_URL em produção (SANDBOX=false) todas as instâncias precisam do mesmo JWT_SECRET.',
      'SECRETS_KEY ausente: com DATABASE_URL em produção (SANDBOX=false) todas as instâncias precisam do mesmo SECRETS_KEY.',
    ]);
    expect(problemsWith({ ...database, JWT_SECRET: 'j', SECRETS_KEY: 'k' })).toEqual([]);
  });

  it('lists every problem at once, one line each, each naming its variable', () => {
    const problems = productionEnvProblems({ SANDBOX: 'false', DATABASE_URL: 'postgres://db/quita' });
    expect(problems.map((line) => line.split(/[ =:]/)[0])).toEqual([
      'PAYMENT_GATEWAY',
      'SMTP_URL',
      'RECAPTCHA_SITE_KEY',
      'RECAPTCHA_SECRET',
      'PUBLIC_URL',
      'CEP_PROVIDER',
      'JWT_SECRET',
      'SECRETS_KEY',
    ]);
    expect(problems.every((line) => !line.includes('\n'))).toBe(true);
  });
});

describe('productionEnvWarnings', () => {
  it('says in one pt-BR line that Asaas needs the payer’s address when PAYMENT_GATEWAY=asaas has no TRUST_PROXY, and starts anyway', () => {
    const lines = productionEnvWarnings({ ...GOOD, PAYMENT_GATEWAY: 'asaas' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^TRUST_PROXY ausente com PAYMENT_GATEWAY=asaas: .*remoteIp/);
    expect(problemsWith({ PAYMENT_GATEWAY: 'asaas' })).toEqual([]);
  });

  it('says nothing with TRUST_PROXY set, with another gateway, or in the sandbox', () => {
    expect(productionEnvWarnings({ ...GOOD, PAYMENT_GATEWAY: 'asaas', TRUST_PROXY: '10.0.0.0/8' })).toEqual(
      [],
    );
    expect(productionEnvWarnings(GOOD)).toEqual([]);
    expect(productionEnvWarnings({ PAYMENT_GATEWAY: 'asaas' })).toEqual([]);
  });
});
