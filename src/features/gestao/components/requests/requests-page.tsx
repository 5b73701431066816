import { useId, useState } from 'react';
import type { AssociationRequest } from '../../../../../domain/contract/gestao-requests';
import { formatDisplayDate } from '../../../../../domain/dates';
import { REQUESTS_MSG } from '../../../../../domain/gestao-requests-messages';
import { errorMessage } from '../../../../lib/api';
import { settleOutcome } from '../../../../lib/api-result';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useApproveRequestMutation, useAssociationRequestsQuery } from '../../requests-api';
import { Pager } from '../pager';
import { TableRegion } from '../table-region';
import { DocumentButton } from './document-button';
import { RefuseDialog } from './refuse-dialog';
import './requests.css';

type Outcome = { kind: 'done' | 'failed'; text: string };

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
          request.documents.map((doc) => <DocumentButton key={doc.id} document={doc} />)
        )}
      </td>
      <td>
        <div className="requests-actions">
          <button
            type="button"
            className="button button-primary"
            aria-describedby={nameId}
            disabled={isLoading}
            onClick={() => void approveIt()}
          >
            Aprovar
          </button>
          <button type="button" className="button" aria-describedby={nameId} onClick={onRefuse}>
            Recusar
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Solicitações: association requests (QR, /associese, registration) to approve or refuse. */
export default function RequestsPage() {
  useDocumentTitle('Solicitações');
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAssociationRequestsQuery(page);
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
      {error && (
        <p role="alert" className="field-error">
          {errorMessage(error)}
        </p>
      )}
      {data && data.items.length === 0 && <p className="gestao-card">{REQUESTS_MSG.empty}</p>}
      {data && data.items.length > 0 && (
        <div className="gestao-card">
          <TableRegion label="Solicitações aguardando aprovação">
            <table className="gestao-table">
              <caption className="muted">{data.total} aguardando aprovação</caption>
              <thead>
                <tr>
                  <th scope="col">Membro</th>
                  <th scope="col">CPF</th>
                  <th scope="col">Conselho</th>
                  <th scope="col">Categoria</th>
                  <th scope="col">Data</th>
                  <th scope="col">Documentos</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((request) => (
                  <RequestRow
                    key={request.id}
                    request={request}
                    onOutcome={setOutcome}
                    onRefuse={() => setRefusing(request)}
                  />
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </div>
      )}
      {refusing && (
        <RefuseDialog
          key={refusing.id}
          request={refusing}
          onRefused={() => refused(refusing)}
          onClose={() => setRefusing(null)}
        />
      )}
    </section>
  );
}
