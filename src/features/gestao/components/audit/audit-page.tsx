import { useState } from 'react';
import type { AuditEntry } from '../../../../../domain/contract/gestao-audit';
import {
  AUDIT_ACTION_LABEL,
  AUDIT_ENTITY_LABEL,
  auditActorText,
  auditChanges,
  auditSummary,
  formatAuditTime,
} from '../../../../../domain/gestao-audit';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAuditPageQuery } from '../../audit-api';
import './audit.css';

/** Who or what an entry is about: what happened in a sentence, else its subject, else its kind and number. */
function Subject({ entry }: { entry: AuditEntry }) {
  const summary = auditSummary(entry);
  if (summary) return <>{summary}</>;
  if (entry.subject) return <>{entry.subject}</>;
  return (
    <>
      {AUDIT_ENTITY_LABEL[entry.entity] ?? entry.entity}
      {entry.entityId && ` nº ${entry.entityId}`}
    </>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  // A sentence already said it (Subject).
  const changes = auditSummary(entry) ? [] : auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="audit-changes">
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{c.field}:</strong>{' '}
          {c.before !== null && c.after !== null ? (
            <>
              {c.before} → {c.after}
            </>
          ) : (
            (c.after ?? c.before)
          )}
        </li>
      ))}
    </ul>
  );
}

/** One page of the log (30 entries); the last page on screen offers the next, older one. */
function AuditRows({
  before,
  last,
  onMore,
}: {
  before: number | null;
  last: boolean;
  onMore: (id: number) => void;
}) {
  // Each visit reads the log anew: other screens' actions are not tagged for it.
  const { data, isError, error, refetch } = useAuditPageQuery(before, { refetchOnMountOrArgChange: true });
  if (isError) {
    return (
      <tr>
        <td colSpan={5}>
          <LoadProblem what="o registro" error={error} onRetry={() => void refetch()} />
        </td>
      </tr>
    );
  }
  if (!data) return null;
  return (
    <>
      {data.entries.map((e) => (
        <tr key={e.id}>
          <td className="audit-when" data-label="Quando">
            {formatAuditTime(e.at)}
          </td>
          <td data-label="Quem">{auditActorText(e.actor)}</td>
          <td data-label="Ação">{AUDIT_ACTION_LABEL[e.action] ?? e.action}</td>
          <td data-label="Registro">
            <Subject entry={e} />
          </td>
          <td data-label="Antes → depois">
            <Changes entry={e} />
          </td>
        </tr>
      ))}
      {last && data.nextBefore !== null && (
        <tr>
          <td colSpan={5}>
            <button type="button" className="button" onClick={() => onMore(data.nextBefore!)}>
              Carregar mais antigos
            </button>
          </td>
        </tr>
      )}
      {before === null && data.entries.length === 0 && (
        <tr>
          <td colSpan={5} className="muted">
            Nenhuma ação registrada ainda.
          </td>
        </tr>
      )}
    </>
  );
}

/** Auditoria: every change staff made (and members’ own WhatsApp consent), newest first, in São Paulo time. */
export default function AuditPage() {
  useDocumentTitle('Auditoria');
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  return (
    <>
      <h1>Auditoria</h1>
      <p className="muted">
        Todas as alterações feitas pela equipe, e as que os membros fazem no próprio consentimento de
        WhatsApp, das mais recentes às mais antigas (horário de Brasília).
      </p>
      <div className="gestao-card gestao-table-wrap">
        <table className="gestao-table">
          <caption className="audit-caption">Registro de alterações</caption>
          <thead>
            <tr>
              <th scope="col">Quando</th>
              <th scope="col">Quem</th>
              <th scope="col">Ação</th>
              <th scope="col">Registro</th>
              <th scope="col">Antes → depois</th>
            </tr>
          </thead>
          <tbody>
            {cursors.map((before, i) => (
              <AuditRows
                key={before ?? 'first'}
                before={before}
                last={i === cursors.length - 1}
                onMore={(id) => setCursors((c) => [...c, id])}
              />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
