import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { SandboxMachine } from '../../../../domain/contract/sandbox';
import { useSandboxMachinesQuery } from '../api';
import { isDrawnBy } from '../sandbox-screen';
import type { SandboxScreens } from '../sandbox-screen';
import { SandboxOnly } from './sandbox-only';
import '../sandbox.css';

function MachineCard({ outline, screenStates }: { outline: SandboxMachine; screenStates?: string[] }) {
  const headingId = `maquina-${outline.id}`;
  return (
    <section className="card sandbox-machine" aria-labelledby={headingId}>
      <h2 id={headingId}>{outline.id}</h2>
      <p className="sandbox-machine-events">
        <strong>Eventos:</strong> {outline.events.join(', ') || 'nenhum'}
      </p>
      <table className="sandbox-states" aria-label={`Estados de ${outline.id}`}>
        <thead>
          <tr>
            <th scope="col">Estado</th>
            <th scope="col">Eventos e tempos</th>
          </tr>
        </thead>
        <tbody>
          {outline.states.map((state) => (
            <tr key={state.path}>
              <th scope="row">
                {screenStates && isDrawnBy(screenStates, state) ? (
                  <Link
                    to={`/sandbox/maquinas/${outline.id}?estado=${encodeURIComponent(state.path)}`}
                    aria-label={`Abrir ${outline.id} em ${state.path}`}
                  >
                    {state.path}
                  </Link>
                ) : (
                  state.path
                )}
                {state.type !== 'atomic' && <span className="muted"> ({state.type})</span>}
              </th>
              <td>
                {[
                  ...state.events,
                  ...state.delays.map((delay) => `após ${delay}`),
                  ...state.tags.map((tag) => `#${tag}`),
                ].join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MachineList({ screens }: { screens: SandboxScreens }) {
  const machines = useSandboxMachinesQuery();
  if (machines.isLoading) return <p className="muted">Carregando...</p>;
  if (!machines.data) return <p role="alert">Não foi possível carregar as máquinas.</p>;
  return machines.data.map((machine) => (
    <MachineCard key={machine.id} outline={machine} screenStates={screens[machine.id]?.states} />
  ));
}

/** /sandbox/maquinas: every machine, its states and events; states with a screen open it. */
export function MachinesPage({ screens }: { screens: SandboxScreens }) {
  useDocumentTitle('Máquinas (sandbox)');
  return (
    <main className="page">
      <h1>Máquinas (sandbox)</h1>
      <SandboxOnly>
        <p className="muted">
          Os estados com link abrem a tela real nesse estado, com dados do sandbox e o relógio da máquina nas
          suas mãos.
        </p>
        <MachineList screens={screens} />
      </SandboxOnly>
    </main>
  );
}
