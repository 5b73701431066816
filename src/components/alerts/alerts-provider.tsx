import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { alertMachine, type AlertRequest } from '../../../machines/alert.machine';
import { inspect } from '../../lib/inspect';
import { AlertDialog } from './alert-dialog';
import { AlertsContext } from './alerts-context';

export function AlertsProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(alertMachine, { inspect });
  const current = useSelector(actor, (s) => s.context.queue[0]);
  const waiting = useRef(new Map<number, () => void>());

  useEffect(() => {
    const subscription = actor.on('dismissed', ({ id }) => {
      waiting.current.get(id)?.();
      waiting.current.delete(id);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const show = useCallback(
    (alert: AlertRequest) =>
      new Promise<void>((resolve) => {
        const id = actor.getSnapshot().context.nextId;
        waiting.current.set(id, resolve);
        actor.send({ type: 'alert.requested', alert });
      }),
    [actor],
  );

  return (
    <AlertsContext.Provider value={show}>
      {children}
      {current && (
        <AlertDialog
          alert={current}
          onDismiss={() => actor.send({ type: 'alert.dismissed' })}
          onHold={() => actor.send({ type: 'alert.held' })}
          onRelease={() => actor.send({ type: 'alert.released' })}
        />
      )}
    </AlertsContext.Provider>
  );
}
