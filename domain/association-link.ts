/**
 * The association's join link (issue #38): what its QR holds, so that a phone's own camera opens
 * the join page; the app's scanner reads it too. The signed fields of the JSON code ride in the
 * query: https://<app>/associese/428?categoria=601&emitido=1795241234&assinatura=…
 */
export interface JoinLinkFields {
  emitente: number;
  categoria: number | null;
  emitido: number;
  assinatura: string;
}

const JOIN_PATH = /^\/associese\/(\d{1,10})\/?$/;
const DIGITS = /^\d{1,15}$/;

export function joinLinkOf(publicUrl: string, f: JoinLinkFields): string {
  const query = new URLSearchParams({
    ...(f.categoria === null ? {} : { categoria: String(f.categoria) }),
    emitido: String(f.emitido),
    assinatura: f.assinatura,
  });
  return `${publicUrl.replace(/\/+$/, '')}/associese/${f.emitente}?${query.toString()}`;
}

/** The signed fields of a join link, or null when the text is no such link. */
export function readJoinLink(text: string): JoinLinkFields | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = JOIN_PATH.exec(url.pathname);
  const emitido = url.searchParams.get('emitido');
  const assinatura = url.searchParams.get('assinatura');
  const categoria = url.searchParams.get('categoria');
  if (!path || !emitido || !DIGITS.test(emitido) || !assinatura) return null;
  if (categoria !== null && !DIGITS.test(categoria)) return null;
  return {
    emitente: Number(path[1]),
    categoria: categoria === null ? null : Number(categoria),
    emitido: Number(emitido),
    assinatura,
  };
}
