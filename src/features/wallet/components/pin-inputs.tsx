import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { PIN_LENGTH } from '../../../../domain/constants';

interface PinInputsProps {
  /** The digits typed so far, left to right (at most four). */
  value: string;
  onChange: (pin: string) => void;
  legend: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const POSITIONS = Array.from({ length: PIN_LENGTH }, (_, i) => i);
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * SPEC §2 PIN panel: four single-digit boxes. A digit moves to the next box, Backspace on an
 * empty box goes back to the previous one, and pasting the whole PIN fills every box.
 */
export function PinInputs({ value, onChange, legend, disabled, autoFocus }: PinInputsProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const previous = useRef(value);

  const focus = (index: number) => boxes.current[Math.min(Math.max(index, 0), PIN_LENGTH - 1)]?.focus();

  // The machine clears a refused PIN: typing starts again from the first box.
  useEffect(() => {
    if (previous.current && !value) boxes.current[0]?.focus();
    previous.current = value;
  }, [value]);

  const type = (index: number, text: string) => {
    const old = value[index] ?? '';
    let typed = digitsOf(text);
    // A box that already held a digit receives old + new (or new + old): keep the new one.
    if (old && typed.length === 2) typed = typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1);
    if (!typed) {
      onChange(value.slice(0, index));
      return;
    }
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + typed + value.slice(start + typed.length)).slice(0, PIN_LENGTH);
    onChange(next);
    focus(start + typed.length);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit typed over the same digit changes nothing, so no change event would move on.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      type(index, event.key);
    } else if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    type(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className="pin-inputs" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="pin-boxes">
        {POSITIONS.map((index) => (
          <div key={index} className="pin-box">
            <input
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={`${id}-${index}`}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              pattern="[0-9]*"
              value={value[index] ?? ''}
              autoFocus={autoFocus && index === 0}
              onChange={(event) => type(index, event.target.value)}
              onKeyDown={(event) => keyDown(index, event)}
              onPaste={(event) => paste(index, event)}
              onFocus={(event) => event.target.select()}
            />
            <label htmlFor={`${id}-${index}`}>Dígito {index + 1}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
