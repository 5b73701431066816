import { useParams } from 'react-router-dom';
import { ASSEMBLY_MSG } from '../../../../domain/assembly-messages';
import { votingWhen } from '../../../../domain/voting-format';
import { BackHeader } from '../../../components/back-header';
import { LoadProblem } from '../../../components/load-problem';
import { LoadingScreen } from '../../../components/loading-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVotingDetailQuery } from '../api';
import { VOTING_TEXT } from '../voting-texts';
import { VoteForm, type PinStepComponent } from './vote-form';
import { VotingPdfButton } from './voting-pdf-button';
import { VotingResults } from './voting-results';
import '../votings.css';

/** /votacoes/:assemblyId: the assembly, its notice, the ballot while open; results and tally once closed. */
export function VotingPage({ PinStep }: { PinStep: PinStepComponent }) {
  const id = Number(useParams().assemblyId);
  const { data: voting, error, isLoading, refetch } = useVotingDetailQuery(id);
  useDocumentTitle(voting?.title ?? VOTING_TEXT.title);
  if (isLoading) return <LoadingScreen />;
  return (
    <div className="page votings-page">
      <BackHeader title={VOTING_TEXT.title} fallback="/votacoes" />
      <main className="votings-main">
        {error && <LoadProblem what="a votação" error={error} onRetry={() => void refetch()} />}
        {voting && (
          <>
            <section className="card" aria-labelledby="voting-title">
              <h2 id="voting-title">{voting.title}</h2>
              <p className="muted">
                {voting.associationName} · Assembleia {ASSEMBLY_MSG.kinds[voting.kind]}
              </p>
              <p>
                {VOTING_TEXT.phases[voting.phase]}: de {votingWhen(voting.votingStartsAt)} a{' '}
                {votingWhen(voting.votingEndsAt)}
              </p>
              {voting.cancelReason && <p>Motivo do cancelamento: {voting.cancelReason}</p>}
              <VotingPdfButton id={voting.id} kind="edital" label={VOTING_TEXT.notice} />
            </section>
            {!voting.eligible && voting.ineligibleReason && (
              <p className="card voting-ineligible" role="status">
                {voting.ineligibleReason}
              </p>
            )}
            {voting.eligible && voting.hasVoted && voting.phase !== 'closed' && (
              <p className="card" role="status">
                {VOTING_TEXT.alreadyVoted}
              </p>
            )}
            {voting.eligible && !voting.hasVoted && voting.phase === 'open' && (
              <VoteForm assemblyId={voting.id} questions={voting.questions} PinStep={PinStep} />
            )}
            {voting.results && <VotingResults results={voting.results} questions={voting.questions} />}
            {voting.hasMinutes && <VotingPdfButton id={voting.id} kind="ata" label={VOTING_TEXT.minutes} />}
          </>
        )}
      </main>
    </div>
  );
}
