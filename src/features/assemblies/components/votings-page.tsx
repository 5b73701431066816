import { Link } from 'react-router-dom';
import { votingWhen } from '../../../../domain/voting-format';
import { BackHeader } from '../../../components/back-header';
import { LoadProblem } from '../../../components/load-problem';
import { useMemberVotingsQuery } from '../../../lib/member-votings-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { VOTING_TEXT } from '../voting-texts';
import '../votings.css';

/** /votacoes: the assemblies of the member's associations, open ones first in the list's order. */
export function VotingsPage() {
  useDocumentTitle(VOTING_TEXT.title);
  const { data: votings, isError, error, refetch } = useMemberVotingsQuery();
  return (
    <div className="page votings-page">
      <BackHeader title={VOTING_TEXT.title} />
      <main className="votings-main">
        {isError && <LoadProblem what="as votações" error={error} onRetry={() => void refetch()} />}
        {votings?.length === 0 && <p className="muted">{VOTING_TEXT.none}</p>}
        <ul className="votings-list">
          {votings?.map((v) => (
            <li key={v.id} className="card">
              <Link to={`/votacoes/${v.id}`} className="votings-link">
                <strong>{v.title}</strong>
              </Link>
              <span className="muted">{v.associationName}</span>
              <span>
                {VOTING_TEXT.phases[v.phase]} · {votingWhen(v.votingStartsAt)} a {votingWhen(v.votingEndsAt)}
              </span>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
