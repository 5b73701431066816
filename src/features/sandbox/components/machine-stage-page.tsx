import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Actor, AnyActorRef, AnyStateMachine, StateValue } from 'xstate';
import { TextField } from '../../../components/text-field';
import { inspect } from '../../../lib/inspect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSandboxMachinesQuery } from '../api';
import { SandboxClock } from '../sandbox-clock';
import { isDrawnBy, type SandboxScreen, type SandboxScreens } from '../sandbox-screen';
import { startInState } from '../start-in-state';
import { stateLabel } from '../state-label';
import { SandboxOnly } from './sandbox-only';
import '../sandbox.css';

const STEPS_S = [1, 5, 60];

/** Whole seconds, 0 or more, typed or in the address; anything else keeps `fallback`. */
function secondsFrom(text: string | null, fallback: number): number {
  const seconds = Number.parseInt(text ?? '', 10);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : fallback;
}

interface Staged {
  actor: Actor<AnyStateMachine>;
  clock: SandboxClock;
}

/** A fresh actor standing in the chosen state, on a clock of its own, each time the choice changes. */
function useStagedActor(screen: SandboxScreen, state: string, seconds: number): Staged | null {
  const [staged, setStaged] = useState<Staged | null>(null);
  useEffect(() => {
    const clock = new SandboxClock();
    const actor = startInState(screen.machine, {
      value: state,
      context: screen.context(seconds),
      childInputs: screen.childInputs?.(seconds),
      clock,
      inspect,
    });
    setStaged({ actor, clock });
    return () => {
      actor.stop();
    };
  }, [screen, state, seconds]);
  return staged;
}

function Stage({ screen, state, seconds }: { screen: SandboxScreen; state: string; seconds: number }) {
  const staged = useStagedActor(screen, state, seconds);
  if (!staged) return null;
  // A new actor is a new stage: its clock starts at zero.
  return <StagedScreen key={staged.actor.sessionId} screen={screen} staged={staged} />;
}

/** The state of a child the machine invoked (a code step), which moves on its own. */
function ChildState({ id, child }: { id: string; child: AnyActorRef }) {
  const value = useSelector(child, (snapshot: { value?: StateValue }) => snapshot.value);
  if (value === undefined) return null;
  return (
    <>
      {' '}
      ({id}: <strong>{stateLabel(value)}</strong>)
    </>
  );
}

function StagedScreen({ screen, staged }: { screen: SandboxScreen; staged: Staged }) {
  const value = useSelector(staged.actor, (snapshot) => snapshot.value);
  const children = useSelector(staged.actor, (snapshot) => snapshot.children as Record<string, AnyActorRef>);
  const [elapsedS, setElapsedS] = useState(0);
  const advance = (seconds: number) => {
    staged.clock.advance(seconds * 1000);
    setElapsedS(staged.clock.elapsedMs / 1000);
  };
  return (
    <>
      <section className="card sandbox-clock" aria-label="Relógio da máquina">
        <p role="status">
          Estado: <strong>{stateLabel(value)}</strong>
          {Object.entries(children).map(([id, child]) => (
            <ChildState key={id} id={id} child={child} />
          ))}{' '}
          · relógio da máquina: +{elapsedS} s
        </p>
        <div className="sandbox-clock-buttons">
          {STEPS_S.map((step) => (
            <button key={step} type="button" className="button" onClick={() => advance(step)}>
              Avançar {step} s
            </button>
          ))}
        </div>
      </section>
      <screen.Screen actor={staged.actor} />
    </>
  );
}

interface StageChoiceProps {
  /** The states this screen can open in. */
  openable: string[];
  state: string;
  seconds: number;
}

function StageChoice({ openable, state, seconds }: StageChoiceProps) {
  const [, setSearch] = useSearchParams();
  const [chosenState, setChosenState] = useState(state);
  const [chosenSeconds, setChosenSeconds] = useState(String(seconds));
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSearch({
          estado: chosenState,
          segundos: String(secondsFrom(chosenSeconds, seconds)),
        });
      }}
    >
      <div className="field">
        <label htmlFor="sandbox-estado">Estado</label>
        <select id="sandbox-estado" value={chosenState} onChange={(e) => setChosenState(e.target.value)}>
          {openable.map((path) => (
            <option key={path} value={path}>
              {path}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Segundos restantes"
        name="segundos"
        inputMode="numeric"
        value={chosenSeconds}
        onChange={(e) => setChosenSeconds(e.target.value)}
      />
      <button type="submit" className="button button-primary">
        Abrir
      </button>
    </form>
  );
}

/** /sandbox/maquinas/{id}?estado=…&segundos=…: the machine's real screen in that state, its clock driven by QA. */
export function MachineStagePage({ screens }: { screens: SandboxScreens }) {
  const { machineId = '' } = useParams();
  const [search] = useSearchParams();
  useDocumentTitle(`${machineId} (sandbox)`);
  const screen = screens[machineId];
  const state = search.get('estado') ?? screen?.states[0] ?? '';
  const seconds = secondsFrom(search.get('segundos'), screen?.seconds ?? 0);
  const machines = useSandboxMachinesQuery();
  const outline = machines.data?.find((machine) => machine.id === machineId);
  const openable = (outline?.states ?? [])
    .filter((s) => screen && isDrawnBy(screen.states, s))
    .map((s) => s.path);
  return (
    <main className="page">
      <h1>Máquina {machineId} (sandbox)</h1>
      <SandboxOnly>
        <Link to="/sandbox/maquinas" className="link">
          Todas as máquinas
        </Link>
        {!screen ? (
          <p className="card">Esta máquina não tem tela no sandbox.</p>
        ) : machines.isLoading ? (
          <p className="muted">Carregando...</p>
        ) : (
          <>
            <StageChoice key={`${state}/${seconds}`} openable={openable} state={state} seconds={seconds} />
            {openable.includes(state) ? (
              <Stage screen={screen} state={state} seconds={seconds} />
            ) : (
              <p className="card">Estado desconhecido: {state}</p>
            )}
          </>
        )}
      </SandboxOnly>
    </main>
  );
}
