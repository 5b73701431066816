import { useState } from 'react';
import type { ActivityStatus, DeclaredActivity } from '../../../../domain/contract/documents-activities';
import { formatDisplayDate } from '../../../../domain/dates';
import type { Failure } from '../../../../domain/outcome';
import { useActivityProofMutation } from '../activities-api';

const STATUS_LABEL: Record<ActivityStatus, string> = {
  pending: 'Em análise',
  accepted: 'Aceita',
  refused: 'Recusada',
};

function ProofButton({ activity }: { activity: DeclaredActivity }) {
  const [fetchProof, { isLoading, error }] = useActivityProofMutation();
  const [fallback, setFallback] = useState<string | null>(null);
  async function view() {
    const result = await fetchProof(activity.id);
    if (!('data' in result) || !result.data) return;
    const url = result.data;
    const tab = window.open(url, '_blank');
    if (!tab) return setFallback(url);
    tab.opener = null;
    // The tab has loaded the bytes well before then.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return (
    <>
      <button
        type="button"
        className="link"
        aria-label={`Ver comprovante de ${activity.name}`}
        disabled={isLoading}
        onClick={() => void view()}
      >
        Ver comprovante
      </button>
      {fallback && (
        <a href={fallback} target="_blank" rel="noreferrer">
          Abrir {activity.proofFileName}
        </a>
      )}
      {error && <span className="activity-error">{(error as Failure).message}</span>}
    </>
  );
}

/** The activities the member declared to one association, with where each one stands. */
export function ActivityList({ activities }: { activities: DeclaredActivity[] }) {
  if (activities.length === 0) return <p className="muted">Nenhuma atividade declarada.</p>;
  return (
    <ul className="activity-list" aria-label="Atividades declaradas">
      {activities.map((a) => (
        <li key={a.id}>
          <div className="activity-line">
            <strong>{a.name}</strong>
            <span className={`activity-status activity-${a.status}`}>{STATUS_LABEL[a.status]}</span>
          </div>
          <span className="muted">
            {formatDisplayDate(a.date)} · {a.points === 1 ? '1 ponto' : `${a.points} pontos`}
          </span>
          {a.status === 'refused' && a.refusalReason && <span>Motivo: {a.refusalReason}</span>}
          <ProofButton activity={a} />
        </li>
      ))}
    </ul>
  );
}
