/** The member calls these tests make, over real HTTP. */
export async function call<T = Record<string, unknown>>(
  url: string,
  path: string,
  opts: { token?: string; body?: object; method?: 'GET' | 'POST' } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, {
    method: opts.method ?? (opts.body ? 'POST' : 'GET'),
    headers: {
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T };
}

export async function loginMaria(url: string): Promise<string> {
  const { body } = await call<{ token?: string }>(url, '/api/auth/login', {
    body: { usuario: 'membro@exemplo.com.br', senha: 'Quita@2026' },
  });
  if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token;
}

export const VISA = {
  NUMERO_CARTAO: '4111111111111111',
  NOME_CARTAO: 'MARIA D SILVA',
  MES_EXPIRACAO: 12,
  ANO_EXPIRACAO: 2035,
  CODIGO_SEGURANCA: '123',
};

/** Maria's oldest unpaid item, from her Fluxo list. */
export async function firstUnpaidItem(url: string, token: string): Promise<number> {
  const { body } = await call<{ FLUXOS: { ID_FLUXO_DE_CAIXA: number; DATA_PAGAMENTO: string }[] }[]>(
    url,
    '/api/fluxo/listarFluxos',
    { token, body: { DATA_INICIAL: '2000-01-01', SITUACAO: 'pendente' } },
  );
  const item = body.flatMap((month) => month.FLUXOS).find((f) => f.DATA_PAGAMENTO === '');
  if (!item) throw new Error('Maria has no unpaid item');
  return item.ID_FLUXO_DE_CAIXA;
}

/** A PIN registered and validated: the TOKEN_PIN a payment needs. */
export async function pinToken(url: string, token: string): Promise<string> {
  await call(url, '/api/emitente/cadastrarPIN', { token, body: { PIN: '1234' } });
  const { body } = await call<{ TOKEN_PIN?: string }>(url, '/api/emitente/validarPIN', {
    token,
    body: { PIN: '1234' },
  });
  if (!body.TOKEN_PIN) throw new Error(`validarPIN failed: ${JSON.stringify(body)}`);
  return body.TOKEN_PIN;
}
