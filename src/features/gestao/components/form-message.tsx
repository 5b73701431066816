import type { Failure } from '../../../../domain/outcome';

export interface FormNote {
  error: boolean;
  text: string;
}

/** What a settled call leaves on its form: the server's refusal, or what was done. */
export function noteOf(answer: object | Failure, done: string): FormNote {
  return 'ok' in answer && answer.ok === false
    ? { error: true, text: answer.message }
    : { error: false, text: done };
}

/** A form's message line: an alert for what is wrong, a status for what was done. */
export function FormMessage({ note }: { note: FormNote | null }) {
  return (
    <p className={note?.error ? 'categories-error' : 'muted'} role={note?.error ? 'alert' : 'status'}>
      {note?.text}
    </p>
  );
}
