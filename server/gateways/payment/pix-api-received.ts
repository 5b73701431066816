import type { PixApiClient } from './pix-api-client';
import { fromPixAmount } from './pix-api-charges';

/** A Pix the PSP says it received (API Pix "Pix"), in our terms. */
export interface ReceivedPix {
  endToEndId: string;
  /** Absent for a transfer to the key that answered no charge of ours. */
  txid?: string;
  amountCentavos: number;
}

interface PixAnswer {
  endToEndId: string;
  txid?: string;
  valor: string;
}
const toReceived = (pix: PixAnswer): ReceivedPix => ({
  endToEndId: pix.endToEndId,
  ...(pix.txid ? { txid: pix.txid } : {}),
  amountCentavos: fromPixAmount(pix.valor),
});

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** GET /pix/{e2eid}: the Pix as the PSP knows it, or null when it knows no such Pix. */
export async function confirmPix(client: PixApiClient, endToEndId: string): Promise<ReceivedPix | null> {
  if (!/^[a-zA-Z0-9]{32}$/.test(endToEndId)) return null;
  const answer = await client.call<PixAnswer>('GET', `/pix/${endToEndId}`);
  if (!answer.ok && answer.status === 404) return null;
  if (!answer.ok) throw new Error(answer.message);
  // The PSP's own answer must be about the Pix we asked for.
  return answer.body.endToEndId === endToEndId ? toReceived(answer.body) : null;
}

/** GET /pix?inicio&fim, every page. */
export async function receivedPix(client: PixApiClient, from: Date, to: Date): Promise<ReceivedPix[]> {
  const received: ReceivedPix[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({
      inicio: from.toISOString(),
      fim: to.toISOString(),
      'paginacao.paginaAtual': String(page),
      'paginacao.itensPorPagina': String(PAGE_SIZE),
    });
    const answer = await client.call<{
      pix?: PixAnswer[];
      parametros?: { paginacao?: { quantidadeDePaginas?: number } };
    }>('GET', `/pix?${query.toString()}`);
    if (!answer.ok) throw new Error(answer.message);
    received.push(...(answer.body.pix ?? []).map(toReceived));
    if (page + 1 >= (answer.body.parametros?.paginacao?.quantidadeDePaginas ?? 1)) break;
  }
  return received;
}
