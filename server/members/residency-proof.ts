import { formatDisplayDate } from '../../domain/dates';
import type { DecodedDocument } from '../uploads/decoded-document';

/**
 * A Residente ou Fellow's proof, stored among the registration's documents under a name that
 * carries the period it proves, so that staff read the dates beside the file wherever they see it
 * (the period has no column of its own yet).
 */
export function residencyProofDocument(
  proof: DecodedDocument,
  period: { start: string; end: string },
): DecodedDocument {
  const { start, end } = period;
  return {
    ...proof,
    fileName: `Residência ou fellowship de ${formatDisplayDate(start)} a ${formatDisplayDate(end)} - ${proof.fileName}`,
  };
}
