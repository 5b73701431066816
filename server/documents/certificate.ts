import { formatCpf } from '../../domain/cpf';
import { formatDisplayDate } from '../../domain/dates';
import { DOCUMENT_MSG } from '../../domain/document-messages';
import { failed, succeeded, type Failure } from '../../domain/outcome';
import { addDays, todayInSaoPaulo } from '../../domain/sao-paulo-days';
import type { Db } from '../db/client';
import { issueDocument, type IssuedDocument } from './issued-documents';
import { overdueItems, type Standing } from './member-standing';

/** Days a certidão de quitação is worth, as councils' certidões negativas usually are. */
const CERTIFICATE_VALID_DAYS = 30;

/** The refusal names the overdue items too, which the route answers beside the message (422). */
type OverdueRefusal = Failure & { status: 422; overdue: string[] };

/** "Certidão de quitação": only for a member with nothing overdue with the association; else which items are. */
export async function issueCertificate(
  db: Db,
  standing: Standing,
  now = new Date(),
): Promise<{ ok: true; value: IssuedDocument } | OverdueRefusal> {
  const overdue = await overdueItems(db, standing.memberId, standing.associationId, now);
  if (overdue.length > 0) return { ...failed(DOCUMENT_MSG.overdue(overdue)), status: 422, overdue };
  const today = todayInSaoPaulo(now);
  const validUntil = addDays(today, CERTIFICATE_VALID_DAYS);
  const document = await issueDocument(
    db,
    {
      kind: 'certidao',
      memberId: standing.memberId,
      associationId: standing.associationId,
      payload: {
        title: DOCUMENT_MSG.kinds.certidao,
        association: { name: standing.associationName, cnpj: standing.associationCnpj },
        member: { name: standing.memberName, cpf: standing.memberCpf },
        statement:
          `Certificamos que ${standing.memberName}, CPF ${formatCpf(standing.memberCpf)}, associado(a) ` +
          `à entidade ${standing.associationName} na categoria ${standing.category}, não possui débitos vencidos ` +
          `com esta entidade até a data de ${formatDisplayDate(today)}.`,
        fields: [
          { label: 'Categoria', value: standing.category },
          { label: 'Situação', value: DOCUMENT_MSG.situations.adimplente },
          { label: 'Válida até', value: formatDisplayDate(validUntil) },
        ],
        validUntil,
      },
    },
    now,
  );
  return succeeded(document);
}
