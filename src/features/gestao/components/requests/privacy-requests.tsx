import { useId, useState } from 'react';
import type { StaffPrivacyRequest } from '../../../../../domain/contract/privacy-requests';
import { formatDisplayDate } from '../../../../../domain/dates';
import { deadlineText, PRIVACY_REQUEST_MSG as MSG } from '../../../../../domain/privacy-request-messages';
import { errorMessage } from '../../../../lib/api';
import { settleOutcome } from '../../../../lib/api-result';
import {
  useApplyCorrectionMutation,
  useApproveErasureMutation,
  useRefusePrivacyRequestMutation,
  useStaffPrivacyRequestsQuery,
} from '../../privacy-requests-api';
import { ReasonDialog } from '../reason-dialog';
import type { Outcome } from './activity-requests';
import { DecisionCell, PendingTable } from './pending-table';

type Answering = { request: StaffPrivacyRequest; action: 'refuse' | 'keep' };

/** What was asked: the erasure, or the field, its value today, the value asked for and why. */
function Asked({ request }: { request: StaffPrivacyRequest }) {
  if (request.kind === 'erasure') return <>{MSG.kinds.erasure}</>;
  const field = request.field ? MSG.fields[request.field] : '';
  return (
    <>
      {MSG.kinds.correction}: {field}{' '}
      {/* Once answered, today's value is the corrected one: only the value asked for is told. */}
      {request.status === 'pending' && (
        <>
          de <strong>{request.currentValue ?? '—'}</strong>{' '}
        </>
      )}
      para <strong>{request.newValue}</strong>
      {request.reason && <span className="muted privacy-request-note">Motivo: {request.reason}</span>}
    </>
  );
}

function Answer({ request }: { request: StaffPrivacyRequest }) {
  if (request.status === 'pending') {
    const late = new Date(request.dueAt) < new Date();
    return (
      <span className={late ? 'field-error' : undefined}>
        {deadlineText(new Date(request.dueAt), new Date())}
      </span>
    );
  }
  return (
    <>
      <strong>{MSG.statuses[request.status]}</strong>
      {request.answer && <span className="privacy-request-note">{request.answer}</span>}
      {request.answeredAt && (
        <span className="muted privacy-request-note">
          {request.answeredByName ?? 'Equipe'}, {formatDisplayDate(new Date(request.answeredAt))}
        </span>
      )}
    </>
  );
}

function PrivacyRow({
  request,
  onOutcome,
  onAnswer,
}: {
  request: StaffPrivacyRequest;
  onOutcome: (o: Outcome) => void;
  onAnswer: (a: Answering) => void;
}) {
  const [approve, approving] = useApproveErasureMutation();
  const [apply, applying] = useApplyCorrectionMutation();
  const nameId = useId();
  const owes = request.overdueItems.length > 0;

  async function yes() {
    if (request.kind === 'erasure' && owes) return onAnswer({ request, action: 'keep' });
    const outcome = await settleOutcome(
      request.kind === 'erasure' ? approve({ id: request.id }) : apply(request.id),
    );
    const done = request.kind === 'erasure' ? MSG.approved : MSG.corrected;
    onOutcome(outcome.ok ? { kind: 'done', text: done } : { kind: 'failed', text: outcome.message });
  }

  return (
    <tr>
      <td id={nameId} data-label="Titular">
        {request.memberName}
      </td>
      <td data-label="Pedido">
        <Asked request={request} />
        {request.status === 'pending' && owes && (
          <span className="privacy-request-note">
            <strong>{MSG.overdueItems}:</strong> {request.overdueItems.join('; ')}
          </span>
        )}
      </td>
      <td data-label="Data">{formatDisplayDate(new Date(request.requestedAt))}</td>
      <td data-label="Prazo">
        <Answer request={request} />
      </td>
      {request.status === 'pending' ? (
        <DecisionCell
          yes={request.kind === 'erasure' ? 'Aprovar exclusão' : 'Aplicar correção'}
          describedBy={nameId}
          busy={approving.isLoading || applying.isLoading}
          onYes={() => void yes()}
          onRefuse={() => onAnswer({ request, action: 'refuse' })}
        />
      ) : (
        <td data-label="Ações" />
      )}
    </tr>
  );
}

/** Solicitações › Privacidade (LGPD): every request with its 15-day clock and the record of its answer. */
export function PrivacyRequests({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const [page, setPage] = useState(1);
  const { data, error } = useStaffPrivacyRequestsQuery(page);
  const [refuse] = useRefusePrivacyRequestMutation();
  const [approve] = useApproveErasureMutation();
  const [answering, setAnswering] = useState<Answering | null>(null);
  const keeping = answering?.action === 'keep';

  return (
    <section aria-labelledby="privacidade-titulo" className="requests-activities">
      <h2 id="privacidade-titulo">{MSG.staffHeading}</h2>
      {error && (
        <p role="alert" className="field-error">
          {errorMessage(error)}
        </p>
      )}
      {data && data.items.length === 0 && <p className="gestao-card">{MSG.staffEmpty}</p>}
      {data && data.items.length > 0 && (
        <PendingTable
          label="Solicitações de privacidade (LGPD)"
          caption={`${data.total} ${data.total === 1 ? 'solicitação' : 'solicitações'}; respostas em até 15 dias (LGPD art. 19)`}
          columns={['Titular', 'Pedido', 'Data', 'Prazo / resposta', 'Ações']}
          page={page}
          list={data}
          onPage={setPage}
        >
          {data.items.map((request) => (
            <PrivacyRow key={request.id} request={request} onOutcome={onOutcome} onAnswer={setAnswering} />
          ))}
        </PendingTable>
      )}
      {answering && (
        <ReasonDialog
          key={`${answering.request.id}-${answering.action}`}
          title={keeping ? 'Aprovar exclusão mantendo pendências' : 'Recusar solicitação'}
          intro={
            keeping ? (
              <>
                <strong>{answering.request.memberName}</strong> tem {MSG.overdueItems.toLowerCase()}:{' '}
                {answering.request.overdueItems.join('; ')}. Os dados pessoais serão apagados, mas o nome, o
                CPF e essas cobranças serão mantidos para cobrá-las (LGPD art. 16, II). O motivo será
                informado ao titular.
              </>
            ) : (
              <>
                Solicitação de <strong>{answering.request.memberName}</strong>. A resposta será enviada ao
                titular.
              </>
            )
          }
          label={keeping ? 'Motivo para manter' : 'Resposta ao titular'}
          rows={4}
          maxLength={1000}
          closeLabel="Cancelar"
          confirmLabel={keeping ? 'Aprovar exclusão' : 'Confirmar recusa'}
          check={(text) => (text ? null : keeping ? MSG.keptReasonRequired : MSG.answerRequired)}
          submit={(text) =>
            settleOutcome(
              keeping
                ? approve({ id: answering.request.id, keptReason: text })
                : refuse({ id: answering.request.id, answer: text }),
            )
          }
          onDone={() => {
            onOutcome({ kind: 'done', text: keeping ? MSG.approved : MSG.refused });
            setAnswering(null);
          }}
          onClose={() => setAnswering(null)}
        />
      )}
    </section>
  );
}
