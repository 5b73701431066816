import { Link } from 'react-router-dom';
import { ASSEMBLY_MSG } from '../../../../domain/assembly-messages';
import { openVotingOf, useMemberVotingsQuery } from '../../../lib/member-votings-api';

/** On Home while a vote is open for the member: "Votação aberta: <título>", to its ballot. */
export function VotingBanner() {
  const { data: votings } = useMemberVotingsQuery();
  const open = openVotingOf(votings);
  if (!open) return null;
  return (
    <Link className="card voting-banner" to={`/votacoes/${open.id}`}>
      {ASSEMBLY_MSG.banner(open.title)}
    </Link>
  );
}
