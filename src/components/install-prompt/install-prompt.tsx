import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { installPromptMachine } from '../../../machines/install-prompt.machine';
import { inspect } from '../../lib/inspect';
import { currentBrowserTraits, installRouteOf } from '../../lib/install-route';
import { Modal } from '../modal';
import { IosInstallSteps } from './ios-install-steps';
import { lastInstallPromptDay, rememberInstallPromptDay, todayStamp } from './install-prompt-stamp';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

/**
 * The install-app modal of Home, at most once a day: when the browser offers installing, or on
 * iOS Safari (which never offers it) with the Share-menu steps; never where the app runs installed.
 */
export function InstallPrompt() {
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const [input] = useState(() => ({
    lastShownOn: lastInstallPromptDay(),
    today: todayStamp(),
    installRoute: installRouteOf(currentBrowserTraits()),
  }));
  const [state, send] = useMachine(
    installPromptMachine.provide({
      actions: { rememberShown: ({ context }) => rememberInstallPromptDay(context.today) },
      actors: { browserPrompt: fromPromise(async () => deferred.current?.prompt()) },
    }),
    { input, inspect },
  );

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
      send({ type: 'prompt.available' });
    };
    window.addEventListener('beforeinstallprompt', offer);
    return () => window.removeEventListener('beforeinstallprompt', offer);
  }, [send]);

  if (state.matches('showingIosSteps')) {
    return <IosInstallSteps onClose={() => send({ type: 'steps.dismissed' })} />;
  }
  if (!state.matches('asking')) return null;
  return (
    <Modal title="Instalar o Quita" onClose={() => send({ type: 'install.declined' })}>
      <p>
        Instale o Quita na tela inicial do seu celular para acessar suas anuidades e pagamentos mais rápido.
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => send({ type: 'install.declined' })}>
          Não Autorizar
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'install.accepted' })}
        >
          Autorizar
        </button>
      </div>
    </Modal>
  );
}
