import { useMachine } from '@xstate/react';
import type { ComponentType } from 'react';
import { fromPromise } from 'xstate';
import { ASSEMBLY_MSG } from '../../../../domain/assembly-messages';
import type { AssemblyQuestion } from '../../../../domain/contract/gestao-assemblies';
import type { CastVoteBody } from '../../../../domain/contract/votings';
import { assemblyVoteMachine } from '../../../../machines/assembly-vote.machine';
import { settleOutcome } from '../../../lib/api-result';
import { inspect } from '../../../lib/inspect';
import { useCastVoteMutation } from '../api';
import { VOTING_TEXT } from '../voting-texts';

/** The payments' PIN step, handed in by src/app: features do not import each other. */
export type PinStepComponent = ComponentType<{ onConfirmed: (token: string) => void; onCancel: () => void }>;

interface VoteFormProps {
  assemblyId: number;
  questions: AssemblyQuestion[];
  PinStep: PinStepComponent;
}

/** The ballot: each question's options, "Confirmar voto", the PIN, then "Voto registrado" and the code. */
export function VoteForm({ assemblyId, questions, PinStep }: VoteFormProps) {
  const [castVote] = useCastVoteMutation();
  const [state, send] = useMachine(
    assemblyVoteMachine.provide({
      actors: {
        castVote: fromPromise(({ input }: { input: CastVoteBody }) =>
          settleOutcome(castVote({ id: assemblyId, body: input })),
        ),
      },
    }),
    { input: { questions }, inspect },
  );
  const { chosen, error, receiptCode } = state.context;

  if (state.matches('recorded')) {
    return (
      <section className="card voting-receipt" role="status" aria-labelledby="voting-receipt-title">
        <h2 id="voting-receipt-title">{ASSEMBLY_MSG.voteRecorded}</h2>
        <p>{ASSEMBLY_MSG.receiptLabel}</p>
        <p className="voting-code">{receiptCode}</p>
        <p className="muted">Guarde este código: depois do encerramento, confira-o no boletim de urna.</p>
      </section>
    );
  }
  if (state.matches('askingPin')) {
    return (
      <PinStep
        onConfirmed={(pinToken) => send({ type: 'pin.confirmed', pinToken })}
        onCancel={() => send({ type: 'pin.cancelled' })}
      />
    );
  }
  const busy = state.hasTag('busy');
  return (
    <form
      className="card voting-ballot"
      aria-label="Cédula"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'vote.confirmed' });
      }}
    >
      {questions.map((q, index) => (
        <fieldset key={q.id} className="voting-question">
          <legend>
            {index + 1}. {q.text}
          </legend>
          {q.maxChoices > 1 && <p className="muted">{VOTING_TEXT.upTo(q.maxChoices)}</p>}
          {q.options.map((o) => {
            const id = `voting-${q.id}-${o.id}`;
            return (
              <div key={o.id} className="voting-option">
                <input
                  id={id}
                  type={q.maxChoices > 1 ? 'checkbox' : 'radio'}
                  name={`question-${q.id}`}
                  checked={chosen[q.id]?.includes(o.id) ?? false}
                  disabled={busy}
                  onChange={() => send({ type: 'option.toggled', questionId: q.id, optionId: o.id })}
                />
                <label htmlFor={id}>{o.label}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
      {error && (
        <p role="alert" className="voting-error">
          {error}
        </p>
      )}
      <p className="muted">{VOTING_TEXT.secret}</p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Registrando...' : VOTING_TEXT.confirm}
      </button>
    </form>
  );
}
