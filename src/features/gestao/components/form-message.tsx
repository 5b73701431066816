import { useEffect, useRef } from 'react';
import type { Failure } from '../../../../domain/outcome';
import './form-message.css';

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

/**
 * What an action answered, where the action was (under its button, or where a closed form
 * stood), and focused: on a phone the page scrolls to it, and a screen reader reads it at once.
 * An alert for what is wrong, a status for what was done (`doneClassName` its look). Each new note takes the focus, even
 * with the text of the last one (a second "Salvo." after a second Salvar), so callers pass a
 * note that changes only when an action answers.
 */
export function FormMessage({
  note,
  doneClassName = 'muted',
}: {
  note: FormNote | null;
  doneClassName?: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (note?.text) ref.current?.focus();
  }, [note]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={`form-message ${note?.error ? 'form-message-error' : doneClassName}`}
      role={note?.error ? 'alert' : 'status'}
    >
      {note?.text}
    </p>
  );
}
