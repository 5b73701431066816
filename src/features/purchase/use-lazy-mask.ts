import type IMask from 'imask';
import type { FactoryArg, InputMask } from 'imask';
import { useEffect, useRef, type RefObject } from 'react';
import { whenIdle } from '../../lib/after-paint';

interface Library {
  default: typeof IMask;
}

let library: Promise<Library> | undefined;
let arrived: (library: Library) => void;
/** Settles when the library has been asked for (by either of the two below) and has arrived. */
const libraryArrived = new Promise<Library>((resolve) => (arrived = resolve));

/**
 * The mask library is not needed to see the form or press Comprar, only to format what is typed:
 * it is asked for when a masked field takes the focus, or once the browser is idle, whichever
 * comes first (issue 17 item 18). Until it arrives the field is a plain input.
 */
export function loadMaskLibrary(): Promise<Library> {
  library ??= import('imask').then((loaded) => {
    arrived(loaded);
    return loaded;
  });
  return library;
}

/**
 * Puts imask on an uncontrolled input once the library is here. What was typed before is formatted
 * then and reported once; later the props' value (a CEP lookup's fill) is written into the mask.
 */
export function useLazyMask(
  input: RefObject<HTMLInputElement | null>,
  options: FactoryArg,
  value: string,
  onChange: (value: string) => void,
) {
  const mask = useRef<InputMask<FactoryArg> | null>(null);
  const latest = useRef({ options, onChange });
  latest.current = { options, onChange };

  useEffect(() => {
    let cancelled = false;
    void whenIdle(2_000).then(loadMaskLibrary);
    void libraryArrived.then(({ default: IMask }) => {
      const element = input.current;
      if (cancelled || !element) return;
      const typed = element.value;
      const attached = IMask(element, latest.current.options);
      attached.value = typed;
      // React misses the input events whose value imask rewrote: what is typed is reported from here.
      attached.on('accept', (event?: InputEvent) => {
        if (event) latest.current.onChange(attached.value);
      });
      mask.current = attached;
      if (attached.value !== typed) latest.current.onChange(attached.value);
    });
    return () => {
      cancelled = true;
      mask.current?.destroy();
      mask.current = null;
    };
  }, [input]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (mask.current) {
      if (mask.current.value !== value) mask.current.value = value;
    } else if (element.value !== value) element.value = value;
  }, [input, value]);
}
