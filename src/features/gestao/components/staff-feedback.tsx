import {
  SnackbarContent,
  SnackbarProvider,
  useSnackbar,
  type CustomContentProps,
  type SnackbarKey,
} from 'notistack';
import { createContext, forwardRef, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

type Listener = () => void;

const NextActionListeners = createContext<Set<Listener> | null>(null);

/** Changing screens drops what the last screen's action said. */
function DropOnScreenChange() {
  const { pathname } = useLocation();
  const { closeSnackbar } = useSnackbar();
  useEffect(() => () => closeSnackbar(), [pathname, closeSnackbar]);
  return null;
}

/** The snackbar's own way out, a finger-sized "Fechar". */
function CloseAction({ id }: { id: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <button type="button" className="snackbar-action" onClick={() => closeSnackbar(id)}>
      Fechar
    </button>
  );
}

/**
 * The snackbar: its message is a status that takes the focus when it shows, so a screen reader
 * reads it at once and the keyboard goes on from the bar (its "Fechar" is the next stop).
 */
const FocusedSnackbar = forwardRef<HTMLDivElement, CustomContentProps>(function FocusedSnackbar(
  { id, message, action, style, className },
  ref,
) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <SnackbarContent
      ref={ref}
      style={style}
      className={className ? `staff-snackbar ${className}` : 'staff-snackbar'}
    >
      <p ref={messageRef} tabIndex={-1} role="status" className="staff-snackbar-message">
        {message}
      </p>
      {typeof action === 'function' ? action(id) : action}
    </SnackbarContent>
  );
});

/**
 * What a staff action says when it is done (a snackbar, "Item cancelado."), for every gestão
 * screen. It stays until it is closed (WCAG 2.2.1: no message that needs reading goes by itself):
 * a success message is true only until the next action, so starting one, or changing screens,
 * takes the last one away, and so do the banners that subscribed with `useOnNextAction`.
 */
export function StaffFeedback({ children }: { children: ReactNode }) {
  const listeners = useRef(new Set<Listener>()).current;
  return (
    <SnackbarProvider
      maxSnack={1}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={null}
      action={(id) => <CloseAction id={id} />}
      Components={{ success: FocusedSnackbar }}
    >
      <NextActionListeners.Provider value={listeners}>
        <DropOnScreenChange />
        {children}
      </NextActionListeners.Provider>
    </SnackbarProvider>
  );
}

export function useStaffFeedback() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const listeners = useContext(NextActionListeners);
  return useMemo(
    () => ({
      /** Another action starts: what the last one said is stale. */
      started() {
        closeSnackbar();
        listeners?.forEach((listener) => listener());
      },
      /** The action is done: one pt-BR sentence saying what happened. */
      done(text: string) {
        closeSnackbar();
        enqueueSnackbar(text, { variant: 'success', persist: true });
      },
    }),
    [enqueueSnackbar, closeSnackbar, listeners],
  );
}

/** A success banner of the screen that goes away when the next staff action starts. */
export function useOnNextAction(listener: Listener) {
  const listeners = useContext(NextActionListeners);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!listeners) return undefined;
    const call = () => latest.current();
    listeners.add(call);
    return () => void listeners.delete(call);
  }, [listeners]);
}
