import type { MonthReceived } from '../../../../../domain/contract/gestao-dashboard';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { recordedMethodIds, recordedMethodLabel } from '../../../../../domain/recorded-methods';

const SERIES = recordedMethodIds.map((key) => ({ key, label: recordedMethodLabel(key) }));

const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

const monthLabel = (month: string) => {
  const [year = '', m = '1'] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m}/${year.slice(2)}`;
};

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));
const monthTotal = (m: MonthReceived) => SERIES.reduce((sum, { key }) => sum + m.byMethod[key], 0);

/**
 * Stacked bars drawn with CSS (no chart library: twelve bars of a few parts do not need one).
 * The bars are decoration for sighted readers; the table below them carries the same figures
 * for everyone, screen readers included.
 */
export function ReceivedChart({ months }: { months: readonly MonthReceived[] }) {
  const max = Math.max(1, ...months.map(monthTotal));
  return (
    <figure className="dashboard-chart">
      <div className="dashboard-bars" aria-hidden="true">
        {months.map((m) => (
          <div key={m.month} className="dashboard-bar-column">
            <div className="dashboard-bar" style={{ height: `${(monthTotal(m) / max) * 100}%` }}>
              {SERIES.map(({ key }) =>
                m.byMethod[key] > 0 ? (
                  <span
                    key={key}
                    className={`dashboard-bar-part dashboard-${key}`}
                    style={{ flexGrow: m.byMethod[key] }}
                  />
                ) : null,
              )}
            </div>
            <span className="dashboard-bar-label">{monthLabel(m.month)}</span>
          </div>
        ))}
      </div>
      <ul className="dashboard-legend" aria-hidden="true">
        {SERIES.map(({ key, label }) => (
          <li key={key}>
            <span className={`dashboard-swatch dashboard-${key}`} /> {label}
          </li>
        ))}
      </ul>
      <figcaption>Recebido por mês e forma de pagamento (últimos 12 meses)</figcaption>
      <div className="gestao-table-wrap">
        <table className="gestao-table">
          <caption className="dashboard-visually-hidden">Recebido por mês e forma de pagamento</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              {SERIES.map(({ key, label }) => (
                <th key={key} scope="col" className="amount">
                  {label}
                </th>
              ))}
              <th scope="col" className="amount">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                {SERIES.map(({ key, label }) => (
                  <td
                    key={key}
                    className={m.byMethod[key] ? 'amount' : 'amount dashboard-zero'}
                    data-label={label}
                  >
                    {brl(m.byMethod[key])}
                  </td>
                ))}
                <td className="amount" data-label="Total">
                  {brl(monthTotal(m))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
