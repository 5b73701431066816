import { useState } from 'react';
import { ACTIVITY_MSG } from '../../../../domain/activity-messages';
import type { DeclaredActivity } from '../../../../domain/contract/documents-activities';
import type { UpdatePointsGoal } from '../../../../domain/contract/documents';
import { BackHeader } from '../../../components/back-header';
import { LoadProblem } from '../../../components/load-problem';
import { Modal } from '../../../components/modal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDeclaredActivitiesQuery } from '../activities-api';
import { useUpdatePointsQuery } from '../api';
import { ActivityForm } from './activity-form';
import { ActivityList } from './activity-list';
import '../documents.css';
import { freshOnReturn } from '../../../lib/fresh-on-return';
import { MemberLiveChanges } from '../../../components/member-live-changes';

const points = (n: number) => (n === 1 ? '1 ponto' : `${n} pontos`);

function GoalCard({ goal, activities }: { goal: UpdatePointsGoal; activities: DeclaredActivity[] }) {
  const titleId = `pontos-${goal.associationId}`;
  const [adding, setAdding] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <section className="card documents-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{goal.associationName}</h2>
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
        <caption className="muted">
          Pontos por ano, dos certificados emitidos pelo Quita e das atividades aceitas
        </caption>
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
      <h3 className="activity-title">Atividades declaradas</h3>
      <p role="status">{sent ? ACTIVITY_MSG.sent : ''}</p>
      <ActivityList activities={activities} />
      <button
        type="button"
        className="button activity-add"
        onClick={() => {
          setSent(false);
          setAdding(true);
        }}
      >
        Adicionar atividade
      </button>
      {adding && (
        <Modal title="Adicionar atividade" onClose={() => setAdding(false)}>
          <ActivityForm
            associationId={goal.associationId}
            firstYear={goal.perYear[0]?.year ?? 0}
            onCancel={() => setAdding(false)}
            onSent={() => {
              setAdding(false);
              setSent(true);
            }}
          />
        </Modal>
      )}
    </section>
  );
}

/** Perfil › "Pontos de atualização": points per year from Quita's certificates, toward each goal. */
export function UpdatePointsPage() {
  useDocumentTitle('Pontos de atualização');
  const { data, error, refetch } = useUpdatePointsQuery(undefined, freshOnReturn());
  const { data: declared } = useDeclaredActivitiesQuery(undefined, freshOnReturn());
  const activitiesOf = (associationId: number) =>
    declared?.activities.filter((a) => a.associationId === associationId) ?? [];
  return (
    <div className="page">
      <BackHeader title="Pontos de atualização" fallback="/perfil" />
      <MemberLiveChanges />
      <main>
        {error && <LoadProblem what="seus pontos" error={error} onRetry={() => void refetch()} />}
        {data?.associations.length === 0 && (
          <p className="card muted">Nenhuma das suas associações definiu uma meta de pontos.</p>
        )}
        {data?.associations.map((goal) => (
          <GoalCard key={goal.associationId} goal={goal} activities={activitiesOf(goal.associationId)} />
        ))}
        {!data && !error && <p className="muted">Carregando...</p>}
      </main>
    </div>
  );
}
