import { DEBITO_MSG } from '../../../../domain/debito-automatico-messages';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnswerSandboxBankMutation, useSandboxBankQuery } from '../api';
import '../sandbox.css';

/**
 * /sandbox/banco: the member's bank, played by hand. Approves or refuses a Pix Automático
 * authorization (Jornada 3: approving pays its first item too; Jornada 1: the request sent to
 * this account, nothing paid) and debits or refuses a recurring charge.
 */
export function SandboxBankPage() {
  useDocumentTitle(DEBITO_MSG.sandboxTitle);
  const queue = useSandboxBankQuery();
  const [answer, answering] = useAnswerSandboxBankMutation();
  const respond = (kind: 'rec' | 'cobr', id: string, approve: boolean) =>
    void answer({ kind, id, approve }).finally(() => void queue.refetch());
  const data = queue.data;
  const empty = data && data.recurrences.length === 0 && data.charges.length === 0;

  return (
    <main className="page">
      <h1>{DEBITO_MSG.sandboxTitle}</h1>
      {queue.isLoading && <p className="muted">Carregando...</p>}
      {queue.isError && <p className="card">Indisponível</p>}
      {answering.isError && <p role="alert">{errorMessage(answering.error)}</p>}
      {empty && <p className="card">{DEBITO_MSG.sandboxNothing}</p>}
      {data && data.recurrences.length > 0 && (
        <section className="card">
          <h2>{DEBITO_MSG.sandboxRecurrences}</h2>
          <ul>
            {data.recurrences.map((rec) => (
              <li key={rec.id} aria-label={`${rec.description}, ${rec.payerName}`}>
                <p>
                  {rec.description} — {rec.payerName}:{' '}
                  {rec.amountCentavos === null
                    ? DEBITO_MSG.sandboxBankRequest(rec.payerAccount ?? '')
                    : `${formatBRL(fromCentavos(rec.amountCentavos))} agora`}
                  , limite {formatBRL(fromCentavos(rec.limitCentavos))}
                </p>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => respond('rec', rec.id, true)}
                >
                  {DEBITO_MSG.sandboxApprove}
                </button>
                <button type="button" className="button" onClick={() => respond('rec', rec.id, false)}>
                  {DEBITO_MSG.sandboxRefuse}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data && data.charges.length > 0 && (
        <section className="card">
          <h2>{DEBITO_MSG.sandboxCharges}</h2>
          <ul>
            {data.charges.map((charge) => (
              <li key={charge.txid} aria-label={charge.description}>
                <p>
                  {charge.description}: {formatBRL(fromCentavos(charge.amountCentavos))}
                </p>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => respond('cobr', charge.txid, true)}
                >
                  {DEBITO_MSG.sandboxPay}
                </button>
                <button type="button" className="button" onClick={() => respond('cobr', charge.txid, false)}>
                  {DEBITO_MSG.sandboxRefuse}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
