import { ASSEMBLY_MSG } from '../../../../../domain/assembly-messages';
import { percentOf } from '../../../../../domain/voting-format';
import { useAssemblyResultsQuery } from '../../assemblies-api';
import { LoadProblem } from '../../../../components/load-problem';

/** Once closed: each question's count with its share, or "Sem quórum"; who voted (names only). */
export function AssemblyResults({ id }: { id: number }) {
  const { data: results, isError, error, refetch } = useAssemblyResultsQuery(id);
  if (isError) return <LoadProblem what="os resultados" error={error} onRetry={() => void refetch()} />;
  if (!results) return null;
  return (
    <section className="gestao-card" aria-labelledby="assembly-results-title">
      <h2 id="assembly-results-title">Resultados</h2>
      <p>{ASSEMBLY_MSG.turnout(results.votedCount, results.eligibleCount)}</p>
      {results.questions.map((q, i) => (
        <div key={q.id}>
          <h3>
            {i + 1}. {q.text}
          </h3>
          {!q.quorumReached && <p className="assemblies-no-quorum">{ASSEMBLY_MSG.noQuorum}</p>}
          <ul>
            {q.options.map((o) => (
              <li key={o.id}>
                {o.label}: {o.votes} {o.votes === 1 ? 'voto' : 'votos'} ({percentOf(o.basisPoints)})
              </li>
            ))}
          </ul>
        </div>
      ))}
      <h3>
        {ASSEMBLY_MSG.tallyTitle} ({results.tally.length} {results.tally.length === 1 ? 'cédula' : 'cédulas'})
      </h3>
      <ul className="assemblies-tally">
        {results.tally.map((entry) => (
          <li key={entry.receiptCode}>{entry.receiptCode}</li>
        ))}
      </ul>
    </section>
  );
}
