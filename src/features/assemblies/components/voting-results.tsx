import { ASSEMBLY_MSG } from '../../../../domain/assembly-messages';
import type { MemberVotingDetail } from '../../../../domain/contract/votings';
import { percentOf } from '../../../../domain/voting-format';
import { VOTING_TEXT } from '../voting-texts';

type Results = NonNullable<MemberVotingDetail['results']>;

/** After closing: each question's count (or "Sem quórum"), the turnout and the public tally. */
export function VotingResults({
  results,
  questions,
}: {
  results: Results;
  questions: MemberVotingDetail['questions'];
}) {
  const labelOf = new Map(questions.flatMap((q) => q.options.map((o) => [o.id, o.label] as const)));
  return (
    <>
      <section className="card" aria-labelledby="voting-results-title">
        <h2 id="voting-results-title">{VOTING_TEXT.results}</h2>
        <p>{ASSEMBLY_MSG.turnout(results.votedCount, results.eligibleCount)}</p>
        {results.questions.map((q, i) => (
          <div key={q.id} className="voting-result">
            <h3>
              {i + 1}. {q.text}
            </h3>
            {!q.quorumReached && <p className="voting-no-quorum">{ASSEMBLY_MSG.noQuorum}</p>}
            <ul>
              {q.options.map((o) => (
                <li key={o.id}>
                  {o.label}: {o.votes} {o.votes === 1 ? 'voto' : 'votos'} ({percentOf(o.basisPoints)})
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section className="card" aria-labelledby="voting-tally-title">
        <h2 id="voting-tally-title">{ASSEMBLY_MSG.tallyTitle}</h2>
        <p className="muted">{VOTING_TEXT.tallyHint}</p>
        <table className="voting-tally">
          <thead>
            <tr>
              <th scope="col">Código</th>
              <th scope="col">Escolhas</th>
            </tr>
          </thead>
          <tbody>
            {results.tally.map((entry) => (
              <tr key={entry.receiptCode}>
                <td className="voting-code">{entry.receiptCode}</td>
                <td>{entry.optionIds.map((id) => labelOf.get(id) ?? id).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
