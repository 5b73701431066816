import { useId, useState } from 'react';
import type { AssociationRequest } from '../../../../../domain/contract/gestao-requests';
import { formatDisplayDate } from '../../../../../domain/dates';
import { REQUESTS_MSG } from '../../../../../domain/gestao-requests-messages';
import { LoadProblem } from '../../../../components/load-problem';
import { settleOutcome } from '../../../../lib/api-result';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  documentUrl,
  useApproveRequestMutation,
  useAssociationRequestsQuery,
  useRefuseRequestMutation,
} from '../../requests-api';
import { ActivityRequests, type Outcome } from './activity-requests';
import { DocumentButton } from './document-button';
import { DecisionCell, PendingTable } from './pending-table';
import { PrivacyRequests } from './privacy-requests';
import { RefuseDialog } from './refuse-dialog';
import './requests.css';

function RequestRow({
  request,
  onOutcome,
  onRefuse,
}: {
  request: AssociationRequest;
  onOutcome: (o: Outcome) => void;
  onRefuse: () => void;
}) {
  const [approve, { isLoading }] = useApproveRequestMutation();
  const nameId = useId();

  async function approveIt() {
    const outcome = await settleOutcome(approve(request.id));
    onOutcome(
      outcome.ok
        ? { kind: 'done', text: `${REQUESTS_MSG.approved} ${request.memberName} agora é membro ativo.` }
        : { kind: 'failed', text: outcome.message },
    );
  }

  return (
    <tr>
      <td id={nameId} data-label="Membro">
        {request.memberName}
      </td>
      <td data-label="CPF">{request.cpf}</td>
      <td data-label="Conselho">{request.council ?? <span className="muted">Não informado</span>}</td>
      <td data-label="Categoria">{request.categoryName}</td>
      <td data-label="Data">{formatDisplayDate(new Date(request.requestedAt))}</td>
      <td data-label="Documentos">
        {request.documents.length === 0 ? (
          <span className="muted">Nenhum</span>
        ) : (
          request.documents.map((doc) => (
            <DocumentButton key={doc.id} fileName={doc.fileName} url={documentUrl(doc.id)} />
          ))
        )}
      </td>
      <DecisionCell
        yes="Aprovar"
        describedBy={nameId}
        busy={isLoading}
        onYes={() => void approveIt()}
        onRefuse={onRefuse}
      />
    </tr>
  );
}

/** Solicitações: association requests (QR, /associese, registration) to approve or refuse. */
export default function RequestsPage() {
  useDocumentTitle('Solicitações');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useAssociationRequestsQuery(page);
  const [refuse] = useRefuseRequestMutation();
  const [refusing, setRefusing] = useState<AssociationRequest | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function refused(request: AssociationRequest) {
    setOutcome({
      kind: 'done',
      text: `${REQUESTS_MSG.refused} ${request.memberName} foi avisado(a) por e-mail.`,
    });
    setRefusing(null);
  }

  return (
    <section>
      <h1>Solicitações</h1>
      <p role="status" className={outcome?.kind === 'failed' ? 'field-error' : undefined}>
        {outcome?.text}
      </p>
      {isLoading && <p className="muted">Carregando...</p>}
      {error && <LoadProblem what="as solicitações" error={error} onRetry={() => void refetch()} />}
      {data && data.items.length === 0 && <p className="gestao-card">{REQUESTS_MSG.empty}</p>}
      {data && data.items.length > 0 && (
        <PendingTable
          label="Solicitações aguardando aprovação"
          caption={`${data.total} aguardando aprovação`}
          columns={['Membro', 'CPF', 'Conselho', 'Categoria', 'Data', 'Documentos', 'Ações']}
          page={page}
          list={data}
          onPage={setPage}
        >
          {data.items.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              onOutcome={setOutcome}
              onRefuse={() => setRefusing(request)}
            />
          ))}
        </PendingTable>
      )}
      {refusing && (
        <RefuseDialog
          key={refusing.id}
          memberName={refusing.memberName}
          refuse={(reason) => settleOutcome(refuse({ id: refusing.id, reason }))}
          onRefused={() => refused(refusing)}
          onClose={() => setRefusing(null)}
        />
      )}
      <ActivityRequests onOutcome={setOutcome} />
      <PrivacyRequests onOutcome={setOutcome} />
    </section>
  );
}
