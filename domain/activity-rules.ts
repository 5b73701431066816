import { FILE_MAX_BYTES } from './constants';
import { isWireDate } from './dates';
import { normalizeDeclaredMime } from './file-type';
import { ACTIVITY_MAX_POINTS, ACTIVITY_MSG, ACTIVITY_NAME_MAX } from './activity-messages';
import { fileTooBig } from './messages';

/** The proof's types: what the uploads sniffed, narrowed to a document staff can open anywhere. */
export const ACTIVITY_PROOF_MIMES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const ACTIVITY_PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const PROOF_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'];

export interface ActivityFields {
  name: string;
  /** yyyy-mm-dd, as the date input gives it. */
  date: string;
  points: string;
}

export type ActivityErrors = Partial<Record<keyof ActivityFields, string>>;

/**
 * What is wrong with a declared activity, field by field (empty when nothing is): the same rules
 * on the screen and on the server. `today` is São Paulo's date; `firstYear` the goal's first year.
 */
export function activityErrors(fields: ActivityFields, today: string, firstYear: number): ActivityErrors {
  const errors: ActivityErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = ACTIVITY_MSG.nameRequired;
  else if (name.length > ACTIVITY_NAME_MAX) errors.name = ACTIVITY_MSG.nameTooLong;
  if (!isWireDate(fields.date)) errors.date = ACTIVITY_MSG.dateInvalid;
  else if (fields.date > today) errors.date = ACTIVITY_MSG.dateInFuture;
  else if (Number(fields.date.slice(0, 4)) < firstYear) errors.date = ACTIVITY_MSG.dateTooOld(firstYear);
  const points = fields.points.trim();
  if (!/^\d{1,3}$/.test(points) || Number(points) < 1 || Number(points) > ACTIVITY_MAX_POINTS) {
    errors.points = ACTIVITY_MSG.pointsInvalid;
  }
  return errors;
}

/**
 * The proof's check in the browser, before a byte is sent: PDF, JPG or PNG (by the declared type,
 * or the extension when the browser declares none) and at most FILE_MAX_BYTES. The server sniffs
 * the content again.
 */
export function proofProblem(file: { name: string; size: number; type: string } | null): string | null {
  if (!file) return ACTIVITY_MSG.proofRequired;
  const declared = normalizeDeclaredMime(file.type);
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const typeOk = declared ? ACTIVITY_PROOF_MIMES.includes(declared) : PROOF_EXTENSIONS.includes(extension);
  if (!typeOk) return ACTIVITY_MSG.proofWrongType;
  return file.size > FILE_MAX_BYTES ? fileTooBig(file.name) : null;
}
