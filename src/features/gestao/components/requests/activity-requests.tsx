import { useId, useState } from 'react';
import { ACTIVITY_MSG } from '../../../../../domain/activity-messages';
import type { ActivityRequest } from '../../../../../domain/contract/gestao-activities';
import { formatDisplayDate } from '../../../../../domain/dates';
import { errorMessage } from '../../../../lib/api';
import { settleOutcome } from '../../../../lib/api-result';
import {
  activityProofUrl,
  useAcceptActivityMutation,
  useActivityRequestsQuery,
  useRefuseActivityMutation,
} from '../../activity-requests-api';
import { DocumentButton } from './document-button';
import { DecisionCell, PendingTable } from './pending-table';
import { RefuseDialog } from './refuse-dialog';

export type Outcome = { kind: 'done' | 'failed'; text: string };

const pointsText = (n: number) => (n === 1 ? '1 ponto' : `${n} pontos`);

function ActivityRow({
  activity,
  onOutcome,
  onRefuse,
}: {
  activity: ActivityRequest;
  onOutcome: (o: Outcome) => void;
  onRefuse: () => void;
}) {
  const [accept, { isLoading }] = useAcceptActivityMutation();
  const nameId = useId();

  async function acceptIt() {
    const outcome = await settleOutcome(accept(activity.id));
    onOutcome(
      outcome.ok
        ? {
            kind: 'done',
            text: `${ACTIVITY_MSG.accepted} ${activity.memberName} recebeu ${pointsText(activity.points)}.`,
          }
        : { kind: 'failed', text: outcome.message },
    );
  }

  return (
    <tr>
      <td id={nameId} data-label="Atividade">
        {activity.name}
      </td>
      <td data-label="Membro">
        {activity.memberName}
        <br />
        <span className="muted requests-cpf">{activity.cpf}</span>
      </td>
      <td data-label="Data">{formatDisplayDate(activity.date)}</td>
      <td data-label="Pontos">{activity.points}</td>
      <td data-label="Comprovante">
        <DocumentButton fileName={activity.proofFileName} url={activityProofUrl(activity.id)} />
      </td>
      <DecisionCell
        yes="Aceitar"
        describedBy={nameId}
        busy={isLoading}
        onYes={() => void acceptIt()}
        onRefuse={onRefuse}
      />
    </tr>
  );
}

/** Solicitações › "Atividade de atualização": activities members declared, with their proof. */
export function ActivityRequests({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const [page, setPage] = useState(1);
  const { data, error } = useActivityRequestsQuery(page);
  const [refuse] = useRefuseActivityMutation();
  const [refusing, setRefusing] = useState<ActivityRequest | null>(null);

  function refused(activity: ActivityRequest) {
    onOutcome({ kind: 'done', text: `${ACTIVITY_MSG.refused} ${activity.memberName} verá o motivo.` });
    setRefusing(null);
  }

  return (
    <section aria-labelledby="atividades-titulo" className="requests-activities">
      <h2 id="atividades-titulo">Atividade de atualização</h2>
      {error && (
        <p role="alert" className="field-error">
          {errorMessage(error)}
        </p>
      )}
      {data && data.items.length === 0 && <p className="gestao-card">{ACTIVITY_MSG.empty}</p>}
      {data && data.items.length > 0 && (
        <PendingTable
          label="Atividades de atualização aguardando análise"
          caption={`${data.total} aguardando análise`}
          columns={['Atividade', 'Membro', 'Data', 'Pontos', 'Comprovante', 'Ações']}
          page={page}
          list={data}
          onPage={setPage}
        >
          {data.items.map((activity) => (
            <ActivityRow
              key={activity.id}
              activity={activity}
              onOutcome={onOutcome}
              onRefuse={() => setRefusing(activity)}
            />
          ))}
        </PendingTable>
      )}
      {refusing && (
        <RefuseDialog
          key={refusing.id}
          memberName={`${refusing.memberName}: ${refusing.name}`}
          note={'O motivo é mostrado ao membro em "Pontos de atualização".'}
          refuse={(reason) => settleOutcome(refuse({ id: refusing.id, reason }))}
          onRefused={() => refused(refusing)}
          onClose={() => setRefusing(null)}
        />
      )}
    </section>
  );
}
