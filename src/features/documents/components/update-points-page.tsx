import type { UpdatePointsGoal } from '../../../../domain/contract/documents';
import type { Failure } from '../../../../domain/outcome';
import { BackHeader } from '../../../components/back-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUpdatePointsQuery } from '../api';
import '../documents.css';

const points = (n: number) => (n === 1 ? '1 ponto' : `${n} pontos`);

function GoalCard({ goal }: { goal: UpdatePointsGoal }) {
  const titleId = `pontos-${goal.issuerId}`;
  return (
    <section className="card documents-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{goal.issuerName}</h2>
      <p>
        {points(goal.total)} de {goal.goal} em {goal.years} anos (no máximo {goal.maxPerYear} por ano)
      </p>
      <progress
        className="points-progress"
        aria-label={`Meta de pontos: ${goal.total} de ${goal.goal}`}
        value={Math.min(goal.total, goal.goal)}
        max={goal.goal}
      />
      <table className="points-years">
        <caption className="muted">Pontos por ano, dos certificados emitidos pelo Quita</caption>
        <thead>
          <tr>
            <th scope="col">Ano</th>
            <th scope="col">Pontos</th>
            <th scope="col">Contam para a meta</th>
          </tr>
        </thead>
        <tbody>
          {goal.perYear.map((y) => (
            <tr key={y.year}>
              <th scope="row">{y.year}</th>
              <td>{y.points}</td>
              <td>{y.counted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Perfil › "Pontos de atualização": points per year from Quita's certificates, toward each goal. */
export function UpdatePointsPage() {
  useDocumentTitle('Pontos de atualização');
  const { data, error, refetch } = useUpdatePointsQuery();
  return (
    <div className="page">
      <BackHeader title="Pontos de atualização" fallback="/perfil" />
      <main>
        {error && (
          <p role="alert">
            {(error as Failure).message}{' '}
            <button type="button" className="link" onClick={() => void refetch()}>
              Tentar novamente
            </button>
          </p>
        )}
        {data?.associations.length === 0 && (
          <p className="card muted">Nenhuma das suas associações definiu uma meta de pontos.</p>
        )}
        {data?.associations.map((goal) => (
          <GoalCard key={goal.issuerId} goal={goal} />
        ))}
        {!data && !error && <p className="muted">Carregando...</p>}
      </main>
    </div>
  );
}
