/**
 * What a production start (SANDBOX=false) refuses, one pt-BR line per problem, each naming its
 * variable. The sandbox stands in for every outside service; in production each one must be real,
 * or members would get make-believe payments, codes that never arrive and links to localhost.
 */
const PRODUCTION_ENV_MSG = {
  sandboxGateway: (setting: string) =>
    `${setting}: em produção (SANDBOX=false) use PAYMENT_GATEWAY=pix-api ou asaas; o sandbox não recebe dinheiro de verdade.`,
  smtpMissing:
    'SMTP_URL ausente: em produção (SANDBOX=false) os e-mails precisam sair por SMTP (ex.: smtps://usuario:senha@servidor:465).',
  recaptchaSiteKeyMissing:
    'RECAPTCHA_SITE_KEY ausente: em produção (SANDBOX=false) o cadastro e a compra exigem o reCAPTCHA do Google.',
  recaptchaSecretMissing:
    'RECAPTCHA_SECRET ausente: em produção (SANDBOX=false) o servidor confere o reCAPTCHA no Google com esta chave secreta.',
  publicUrlMissing:
    'PUBLIC_URL ausente: em produção (SANDBOX=false) informe o endereço https:// em que os membros acessam o app.',
  publicUrlNotHttps: (value: string) =>
    `PUBLIC_URL=${value}: em produção (SANDBOX=false) o endereço precisa começar com https://.`,
  sandboxCep: (setting: string) =>
    `${setting}: em produção (SANDBOX=false) use CEP_PROVIDER=viacep; o sandbox conhece só três CEPs.`,
  sandboxCrm: (value: string) =>
    `CRM_PROVIDER=${value}: em produção (SANDBOX=false) use CRM_PROVIDER=http ou deixe-o ausente (sem consulta ao CRM, a associação confere os documentos).`,
  crmSettingMissing: (name: string) =>
    `${name} ausente: CRM_PROVIDER=http consulta o registro de médicos com ela.`,
  sharedSecretMissing: (name: string) =>
    `${name} ausente: com DATABASE_URL em produção (SANDBOX=false) todas as instâncias precisam do mesmo ${name}.`,
} as const;

/**
 * Said at a production start without refusing it: Asaas must get each card payer's own address
 * (remoteIp), which behind a proxy is the proxy's unless TRUST_PROXY names it. A server that
 * faces the internet directly (no proxy) needs no TRUST_PROXY and may ignore the line.
 */
export const REMOTE_IP_WARNING = (who: string) =>
  `TRUST_PROXY ausente com ${who}: o Asaas recebe como remoteIp o endereço de quem paga com cartão; atrás de um proxy ou balanceador informe-o em TRUST_PROXY, ou o Asaas receberá o endereço do proxy (ignore se o servidor recebe as conexões diretamente).`;

/** The env's part of REMOTE_IP_WARNING: PAYMENT_GATEWAY=asaas in production without TRUST_PROXY. */
export function productionEnvWarnings(env: Env): string[] {
  if (isSandbox(env) || valueOf(env, 'TRUST_PROXY')) return [];
  return valueOf(env, 'PAYMENT_GATEWAY') === 'asaas' ? [REMOTE_IP_WARNING('PAYMENT_GATEWAY=asaas')] : [];
}

type Env = Readonly<Record<string, string | undefined>>;

/** SANDBOX: on unless set to 'false' (production), so that `npm start` alone runs the demo. */
export const isSandbox = (env: Env) => (env.SANDBOX ?? 'true') !== 'false';

/** A variable set to something other than blanks, trimmed; undefined otherwise. */
const valueOf = (env: Env, name: string) => env[name]?.trim() || undefined;

/** How a line names a setting: `NAME=value`, or `NAME ausente` (its sandbox default then). */
const settingOf = (env: Env, name: string) => {
  const value = valueOf(env, name);
  return value === undefined ? `${name} ausente` : `${name}=${value}`;
};

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

function publicUrlProblem(env: Env): string | undefined {
  const publicUrl = valueOf(env, 'PUBLIC_URL');
  if (!publicUrl) return PRODUCTION_ENV_MSG.publicUrlMissing;
  return isHttpsUrl(publicUrl) ? undefined : PRODUCTION_ENV_MSG.publicUrlNotHttps(publicUrl);
}

function crmProblems(env: Env): string[] {
  const provider = valueOf(env, 'CRM_PROVIDER');
  if (provider === undefined) return [];
  if (provider !== 'http') return [PRODUCTION_ENV_MSG.sandboxCrm(provider)];
  return ['CRM_API_URL', 'CRM_API_KEY']
    .filter((name) => !valueOf(env, name))
    .map(PRODUCTION_ENV_MSG.crmSettingMissing);
}

/**
 * The problems of this environment as a production one; none when SANDBOX is not 'false' (the
 * default is the sandbox). JWT_SECRET and SECRETS_KEY may still be generated into DATA_DIR for one
 * instance on PGlite; on a shared PostgreSQL every instance must be given the same ones.
 */
export function productionEnvProblems(env: Env): string[] {
  if (isSandbox(env)) return [];
  const problems = [
    !['pix-api', 'asaas'].includes(valueOf(env, 'PAYMENT_GATEWAY') ?? '') &&
      PRODUCTION_ENV_MSG.sandboxGateway(settingOf(env, 'PAYMENT_GATEWAY')),
    !valueOf(env, 'SMTP_URL') && PRODUCTION_ENV_MSG.smtpMissing,
    !valueOf(env, 'RECAPTCHA_SITE_KEY') && PRODUCTION_ENV_MSG.recaptchaSiteKeyMissing,
    !valueOf(env, 'RECAPTCHA_SECRET') && PRODUCTION_ENV_MSG.recaptchaSecretMissing,
    publicUrlProblem(env),
    valueOf(env, 'CEP_PROVIDER') !== 'viacep' &&
      PRODUCTION_ENV_MSG.sandboxCep(settingOf(env, 'CEP_PROVIDER')),
    ...crmProblems(env),
    ...(valueOf(env, 'DATABASE_URL')
      ? ['JWT_SECRET', 'SECRETS_KEY']
          .filter((name) => !valueOf(env, name))
          .map(PRODUCTION_ENV_MSG.sharedSecretMissing)
      : []),
  ];
  return problems.filter((problem): problem is string => typeof problem === 'string');
}
