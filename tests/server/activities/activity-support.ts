import { todayInSaoPaulo } from '../../../domain/sao-paulo-days';
import { memberGet, memberPost } from '../support/member-calls';
import type { TestContext } from '../support/test-app';
import { tusClient } from '../uploads/tus-client';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
export const thisYear = Number(todayInSaoPaulo().slice(0, 4));

/** A member's calls of "Adicionar atividade": the proof through tus, then the declaration. */
export function activityCalls(context: () => TestContext) {
  const tus = tusClient(context);

  async function proof(bytes = PDF, name = 'certificado-curso.pdf') {
    const uploadToken = await tus.newToken();
    return { uploadToken, uploadId: await tus.uploaded(uploadToken, bytes, { name }) };
  }

  const declare = (token: string | null, body: object) =>
    memberPost(context(), token, '/api/documentos/atividades', body);

  /** A valid declaration to association 428 (with its own uploaded proof), changed by `fields`. */
  async function declared(token: string, fields: Record<string, unknown> = {}) {
    return declare(token, {
      associationId: 428,
      name: 'Curso de Atualização em Catarata',
      date: `${thisYear}-03-15`,
      points: 10,
      ...(await proof()),
      ...fields,
    });
  }

  const list = (token: string | null) => memberGet(context(), token, '/api/documentos/atividades');
  const points = async (token: string) =>
    (await memberGet(context(), token, '/api/documentos/pontos')).json().associations[0] as {
      total: number;
      perYear: { year: number; points: number; counted: number }[];
    };

  return { proof, declare, declared, list, points };
}
