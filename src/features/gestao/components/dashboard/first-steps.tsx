import { Link } from 'react-router-dom';
import { FIRST_STEP_TEXT, FIRST_STEPS_MSG } from '../../../../../domain/gestao-first-steps';
import { useFirstStepsQuery } from '../../dashboard-api';

/** The checklist of a new association, each step a link to its screen; gone once all are done. */
export function FirstSteps() {
  const { data } = useFirstStepsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.allDone) return null;
  const done = data.steps.filter((s) => s.done).length;
  return (
    <section className="dashboard-section gestao-card first-steps" aria-labelledby="first-steps">
      <h2 id="first-steps">{FIRST_STEPS_MSG.title}</h2>
      <p className="muted">{FIRST_STEPS_MSG.progress(done, data.steps.length)}</p>
      <ol className="first-steps-list">
        {data.steps.map((step) => (
          <li key={step.key} className={step.done ? 'first-step-done' : undefined}>
            <span className="first-step-mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <Link to={`/gestao/${step.path}`} className="link">
              {FIRST_STEP_TEXT[step.key]}
            </Link>
            <span className="first-step-state">
              {step.done ? FIRST_STEPS_MSG.done : FIRST_STEPS_MSG.toDo}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
