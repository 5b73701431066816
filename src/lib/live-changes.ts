import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromCallback } from 'xstate';
import { liveChangesMachine, type LiveChangesEvent } from '../../machines/live-changes.machine';
import { readServerSentEvents } from './server-sent-events';

/** The stream of `url` as the machine's actor: opened, each "mudou", and how it ended. */
export const changeStream = (url: string, token: string | null) =>
  fromCallback<LiveChangesEvent>(({ sendBack }) => {
    const controller = new AbortController();
    readServerSentEvents(url, token, controller.signal, (name) => {
      if (name === 'aberto') sendBack({ type: 'stream.opened' });
      if (name === 'mudou') sendBack({ type: 'stream.changed' });
    })
      .then((end) => sendBack({ type: end === 'refused' ? 'stream.refused' : 'stream.broken' }))
      .catch(() => {
        if (!controller.signal.aborted) sendBack({ type: 'stream.broken' });
      });
    return () => controller.abort();
  });

/**
 * While the component is mounted, `refresh` runs each time the server says the data behind `url`
 * changed (someone else paid, refunded or decided): the screens open on it ask again.
 */
export function useLiveChanges(url: string, token: string | null, refresh: () => void) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useMachine(
    liveChangesMachine.provide({
      actors: { stream: changeStream(url, token) },
      actions: { refresh: () => latest.current() },
    }),
  );
}
