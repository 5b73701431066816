import type { ReactNode } from 'react';
import { LoadProblem } from '../../../../components/load-problem';
import { saveAs } from '../../staff-files-api';
import { TableRegion } from '../table-region';
import { csvText, textOf, type HealthTable } from './health-table';

interface HealthSectionProps {
  id: string;
  title: string;
  /** One sentence that says what the chart shows: the chart's text alternative. */
  summary: string;
  chart: ReactNode;
  table: HealthTable;
  fileName: string;
  loading: boolean;
  /** Its call failed: what failed (offline: "Sem conexão") and "Tentar novamente". */
  failure: { error: unknown; retry: () => unknown } | null;
  /** Below the table: a bucket's members, actions. */
  children?: ReactNode;
}

/** One section: its chart (with its text alternative), the table it draws and its CSV. */
export function HealthSection({
  id,
  title,
  summary,
  chart,
  table,
  fileName,
  loading,
  failure,
  children,
}: HealthSectionProps) {
  const failed = failure !== null;
  const download = () =>
    saveAs(URL.createObjectURL(new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' })), fileName);
  return (
    <section className="gestao-card health-section" aria-labelledby={`${id}-title`}>
      <div className="health-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button" onClick={download} disabled={loading || failed}>
          Exportar CSV
        </button>
      </div>
      {loading && <p className="muted">Carregando...</p>}
      {failure && (
        <LoadProblem what="esta seção" error={failure.error} onRetry={() => void failure.retry()} />
      )}
      {!loading && !failed && (
        <>
          <figure className="health-chart">
            <div role="img" aria-label={summary}>
              {chart}
            </div>
            <figcaption>{summary}</figcaption>
          </figure>
          <TableRegion label={`Tabela: ${title}`}>
            <table className="gestao-table health-table">
              <thead>
                <tr>
                  {table.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                  {table.actions && <th scope="col">{table.actions.label}</th>}
                </tr>
              </thead>
              <tbody>
                {table.rows.length === 0 && (
                  <tr>
                    <td colSpan={table.columns.length + (table.actions ? 1 : 0)} className="muted">
                      Nada no período.
                    </td>
                  </tr>
                )}
                {table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c}>{textOf(cell)}</td>
                    ))}
                    {table.actions && <td>{table.actions.cells[r]}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          {children}
        </>
      )}
    </section>
  );
}
