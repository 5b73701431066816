import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import { lazyScriptMachine } from '../../machines/lazy-script.machine';
import { inspect } from '../lib/inspect';
import { LoadProblem } from './load-problem';

/** A script that never arrived reads as a connection problem ("Sem conexão", Tentar novamente). */
const NOT_ARRIVED = { status: 'TIMEOUT_ERROR' } as const;

interface LazyScriptGateProps {
  /** Loads the script; `attempt` grows with each retry so that the loader can ask for a fresh copy. */
  load: (attempt: number) => Promise<unknown>;
  /** What could not be loaded, as it ends "Não foi possível carregar …". */
  what: string;
  children: ReactNode;
}

/**
 * Shows its children once their lazily loaded script is there; until then "Carregando...", and
 * when it fails or does not arrive in SPEC §9's 120 s, a message with "Tentar novamente".
 */
export function LazyScriptGate({ load, what, children }: LazyScriptGateProps) {
  const [state, send] = useMachine(
    lazyScriptMachine.provide({
      actors: { load: fromPromise(({ input }: { input: { attempt: number } }) => load(input.attempt)) },
    }),
    { inspect },
  );
  if (state.matches('ready')) return children;
  if (state.hasTag('problem')) {
    return <LoadProblem what={what} error={NOT_ARRIVED} onRetry={() => send({ type: 'retry' })} />;
  }
  return <p className="muted">{COMMON_MSG.loading}</p>;
}
