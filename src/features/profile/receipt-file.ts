/** The receipt as a PDF file (GET /api/documentos/recibos/{gatewayId}), asked for with the token. */
export async function receiptPdf(gatewayId: string, token: string | null): Promise<File> {
  const res = await fetch(`/api/documentos/recibos/${encodeURIComponent(gatewayId)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`recibo: ${res.status}`);
  return new File([await res.blob()], `recibo-${gatewayId}.pdf`, { type: 'application/pdf' });
}

/** Saves what an address holds the way a link with `download` does. */
export function saveUrl(url: string, fileName: string) {
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file the way a link with `download` does. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  saveUrl(url, file.name);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Web Share with the PDF where the browser shares files, else with the title alone. */
export async function shareFile(file: File, title: string) {
  const withFile = { files: [file], title };
  await navigator.share(navigator.canShare?.(withFile) ? withFile : { title, text: title });
}

export const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
