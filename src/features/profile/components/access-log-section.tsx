import { formatAuditTime } from '../../../../domain/gestao-audit';
import { ACCESS_LOG_TEXT, RECORD_PART_LABEL, staffRoleLabel } from '../../../../domain/privacy-messages';
import { useMyAccessLogQuery } from '../privacy-api';
import { QueryStatus } from './query-status';

/** Meus dados › "Quem acessou meus dados": the staff who opened the member's record in the last 12 months. */
export function AccessLogSection() {
  const { data, isLoading, error, refetch } = useMyAccessLogQuery();
  return (
    <section className="card form privacy-section" aria-labelledby="privacy-accesses">
      <h2 id="privacy-accesses">{ACCESS_LOG_TEXT.heading}</h2>
      <p>{ACCESS_LOG_TEXT.intro}</p>
      <QueryStatus isLoading={isLoading} error={error} what="quem acessou seus dados" onRetry={refetch} />
      {data && data.views.length === 0 && <p className="muted">{ACCESS_LOG_TEXT.none}</p>}
      {data && data.views.length > 0 && (
        <ul className="privacy-records">
          {data.views.map((view, index) => (
            <li key={`${view.at}-${index}`}>
              <strong>{view.staffName}</strong> ({staffRoleLabel(view.staffRole)}, {view.associationName})
              <span className="muted">
                {RECORD_PART_LABEL[view.part]} · <time dateTime={view.at}>{formatAuditTime(view.at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
