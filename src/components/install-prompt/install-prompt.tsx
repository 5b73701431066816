import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { installPromptMachine, type BrowserTraits } from '../../../machines/install-prompt.machine';
import { inspect } from '../../lib/inspect';
import { Modal } from '../modal';
import { lastInstallPromptDay, rememberInstallPromptDay, todayStamp } from './install-prompt-stamp';
import './install-prompt.css';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

/** The iOS share symbol (a box with an arrow up), as Safari draws it on its toolbar. */
function ShareSymbol() {
  return (
    <svg
      className="install-share-symbol"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 15V3M8 7l4-4 4 4M7 10H5v11h14V10h-2" />
    </svg>
  );
}

/**
 * iOS Safari installs only through its Share menu: the modal says how, step by step. It stays in
 * this module, which comes with Home; a file of its own would join the start-up code.
 */
function IosInstallSteps({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Instalar o Quita" onClose={onClose}>
      <p>
        Instale o Quita na tela de início do seu iPhone para acessar suas anuidades e pagamentos mais rápido:
      </p>
      <ol className="install-steps">
        <li>
          Toque em Compartilhar <ShareSymbol /> na barra do Safari;
        </li>
        <li>escolha “Adicionar à Tela de Início”;</li>
        <li>toque em Adicionar.</li>
      </ol>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Entendi
        </button>
      </div>
    </Modal>
  );
}

function currentBrowserTraits(): BrowserTraits {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/**
 * The install-app modal of Home, at most once a day: when the browser offers installing, or on
 * iOS Safari (which never offers it) with the Share-menu steps; never where the app runs installed.
 * `held`: another dialog is open (the privacy terms) and goes first; one dialog at a time.
 */
export function InstallPrompt({ held = false }: { held?: boolean }) {
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);
  const [input] = useState(() => ({
    lastShownOn: lastInstallPromptDay(),
    today: todayStamp(),
    browser: currentBrowserTraits(),
    held,
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

  useEffect(() => {
    if (!held) send({ type: 'screen.freed' });
  }, [held, send]);

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
