import { DEBITO_MSG } from '../../../../../domain/debito-automatico-messages';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useGestaoDebitoAutomaticoQuery } from '../../debito-automatico-api';
import { LoadProblem } from '../../../../components/load-problem';

const dayOf = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** Débito automático: the association's Pix Automático authorizations and the charges that failed. */
export default function DebitoAutomaticoPage() {
  useDocumentTitle(DEBITO_MSG.gestaoTitle);
  const { data, isError, error, refetch, isLoading } = useGestaoDebitoAutomaticoQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section>
      <h1>{DEBITO_MSG.gestaoTitle}</h1>
      {isLoading && <p className="muted">Carregando...</p>}
      {isError && <LoadProblem what="o débito automático" error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <h2>{DEBITO_MSG.gestaoAuthorizations}</h2>
          {data.authorizations.length === 0 ? (
            <p>{DEBITO_MSG.gestaoNoAuthorizations}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Membro</th>
                  <th scope="col">Cobra</th>
                  <th scope="col">{DEBITO_MSG.limit}</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Desde</th>
                </tr>
              </thead>
              <tbody>
                {data.authorizations.map((row) => (
                  <tr key={row.id}>
                    <td>{row.memberName}</td>
                    <td>{DEBITO_MSG.kind[row.itemKind]}</td>
                    <td>{formatBRL(fromCentavos(row.limitCentavos))}</td>
                    <td>{DEBITO_MSG.status[row.status]}</td>
                    <td>{dayOf(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>{DEBITO_MSG.gestaoFailed}</h2>
          {data.failedCharges.length === 0 ? (
            <p>{DEBITO_MSG.gestaoNoFailed}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Membro</th>
                  <th scope="col">Item</th>
                  <th scope="col">Valor</th>
                  <th scope="col">Vencimento</th>
                  <th scope="col">Motivo</th>
                </tr>
              </thead>
              <tbody>
                {data.failedCharges.map((row) => (
                  <tr key={row.id}>
                    <td>{row.memberName}</td>
                    <td>{row.description}</td>
                    <td>{formatBRL(fromCentavos(row.amountCentavos))}</td>
                    <td>{dayOf(row.dueDate)}</td>
                    <td>{row.failureReason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
