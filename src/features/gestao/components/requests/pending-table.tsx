import type { ReactNode } from 'react';
import { Pager } from '../pager';
import { TableRegion } from '../table-region';

interface PendingTableProps {
  /** The table region's name. */
  label: string;
  caption: string;
  columns: readonly string[];
  page: number;
  /** The page's answer: how many in all, how many a page. */
  list: { total: number; pageSize: number };
  onPage: (page: number) => void;
  /** The rows. */
  children: ReactNode;
}

/** A page of what waits for staff in Solicitações (requests, declared activities), with its pager. */
export function PendingTable({ label, caption, columns, page, list, onPage, children }: PendingTableProps) {
  return (
    <div className="gestao-card">
      <TableRegion label={label}>
        <table className="gestao-table">
          <caption className="muted">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableRegion>
      <Pager page={page} pageSize={list.pageSize} total={list.total} onPage={onPage} />
    </div>
  );
}

interface DecisionCellProps {
  /** "Aprovar" or "Aceitar". */
  yes: string;
  /** The id of the cell that names what is decided (the buttons' description). */
  describedBy: string;
  busy: boolean;
  onYes: () => void;
  onRefuse: () => void;
}

/** The row's decision: the yes button and "Recusar" (which opens the refuse dialog). */
export function DecisionCell({ yes, describedBy, busy, onYes, onRefuse }: DecisionCellProps) {
  return (
    <td>
      <div className="requests-actions">
        <button
          type="button"
          className="button button-primary"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={onYes}
        >
          {yes}
        </button>
        <button type="button" className="button" aria-describedby={describedBy} onClick={onRefuse}>
          Recusar
        </button>
      </div>
    </td>
  );
}
