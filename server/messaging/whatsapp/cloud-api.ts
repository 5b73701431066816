/**
 * The WhatsApp Business Platform's Cloud API, as Meta documents it: `POST {base}/{phone-number-id}/messages`
 * with `Authorization: Bearer {token}` and a JSON body that names `messaging_product: "whatsapp"`;
 * the answer carries `messages[0].id` (the wamid), a refusal `{ error: { message, code, error_data } }`.
 */
/** A Pix key's type inside Quita, and as Meta's order_details names it (the DICT's names). */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';
export const CLOUD_PIX_KEY_TYPES: { readonly [T in PixKeyType]: string } = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'EMAIL',
  phone: 'PHONE',
  random: 'EVP',
};

export interface CloudConnection {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

export type CloudAnswer =
  | { ok: true; wamid: string }
  /** `retry`: worth another try later (429, 5xx, throttling codes, no answer). */
  | { ok: false; retry: boolean; message: string };

/** Meta's throttling codes: answered with 400 or 429, they pass with time. */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

const graphMessage = (body: GraphError, status: number) => {
  const e = body.error;
  const text = e?.error_data?.details ?? e?.message;
  return text ? `WhatsApp recusou (${e?.code ?? status}): ${text}` : `WhatsApp respondeu ${status}.`;
};

async function call(conn: CloudConnection, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${conn.apiUrl}/${encodeURIComponent(conn.phoneNumberId)}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${conn.accessToken}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(conn.timeoutMs ?? 15_000),
  });
}

/** Sends one message (template, text or interactive); never throws. */
export async function sendCloudMessage(conn: CloudConnection, body: object): Promise<CloudAnswer> {
  let res: Response;
  try {
    res = await call(conn, '/messages', {
      method: 'POST',
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...body }),
    });
  } catch {
    return { ok: false, retry: true, message: 'O WhatsApp não respondeu a tempo.' };
  }
  const answer = (await res.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
  const wamid = answer.messages?.[0]?.id;
  if (res.ok && wamid) return { ok: true, wamid };
  const retry = res.status === 429 || res.status >= 500 || THROTTLED.has(answer.error?.code ?? -1);
  return { ok: false, retry, message: graphMessage(answer, res.status) };
}

/** "Testar conexão": reads the number (`GET /{phone-number-id}`) with the stored token. */
export async function checkCloudNumber(
  conn: CloudConnection,
): Promise<{ ok: true; displayPhoneNumber: string; verifiedName: string } | { ok: false; message: string }> {
  let res: Response;
  try {
    res = await call(conn, '?fields=display_phone_number,verified_name', { method: 'GET' });
  } catch {
    return { ok: false, message: 'O WhatsApp não respondeu a tempo.' };
  }
  const body = (await res.json().catch(() => ({}))) as GraphError & {
    display_phone_number?: string;
    verified_name?: string;
  };
  if (!res.ok) return { ok: false, message: graphMessage(body, res.status) };
  return {
    ok: true,
    displayPhoneNumber: body.display_phone_number ?? '',
    verifiedName: body.verified_name ?? '',
  };
}
