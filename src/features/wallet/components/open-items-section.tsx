import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OpenItem } from '../../../../domain/contract/open-items';
import { formatDisplayDate } from '../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../domain/money';
import { REFUND_BADGE, refundLine } from '../../../../domain/refund-line';
import { WALLET_MSG } from '../../../../domain/wallet-messages';
import { LoadProblem } from '../../../components/load-problem';
import { useWalletOpenItemsQuery } from '../api';
import { priceNotes, priceOfOpenItem } from '../price-notes';
import { WALLET_TEXT } from '../wallet-texts';
import { freshOnReturn, HOME_MAX_AGE_SECONDS } from '../../../lib/fresh-on-return';

const brl = (centavos: number) => formatBRL(fromCentavos(centavos));

function OpenItemRow({
  item,
  checked,
  onToggle,
}: {
  item: OpenItem;
  checked: boolean;
  onToggle: () => void;
}) {
  const inputId = `em-aberto-${item.id}`;
  return (
    <li className="open-item">
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-describedby={`${inputId}-detalhes`}
      />
      <label htmlFor={inputId} className="open-item-label">
        {item.description}
        {item.refund && <span className="badge badge-refund">{REFUND_BADGE}</span>}
      </label>
      <span className="fluxo-value">{brl(item.amountCentavos)}</span>
      <span id={`${inputId}-detalhes`} className="open-item-details">
        <span className="fluxo-association">{item.associationName}</span>
        <span className="fluxo-due">Vencimento {formatDisplayDate(item.dueDate)}</span>
        {item.refund && <span className="fluxo-refund">{refundLine(item.refund)}</span>}
        {priceNotes(priceOfOpenItem(item)).map((note) => (
          <span key={note} className="price-note">
            {note}
          </span>
        ))}
      </span>
    </li>
  );
}

/**
 * History's "Em aberto": every pending item Home's total counts (the same sum), each with a
 * checkbox; "Pagar selecionados" pays the chosen ones in one payment.
 */
export function OpenItemsSection() {
  const { data, isError, isFetching, error, refetch } = useWalletOpenItemsQuery(
    undefined,
    freshOnReturn(HOME_MAX_AGE_SECONDS),
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const navigate = useNavigate();

  const items = data?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.id));
  const chosenCentavos = chosen.reduce((sum, item) => sum + item.amountCentavos, 0);
  const severalAssociations = new Set(chosen.map((item) => item.associationId)).size > 1;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className="card open-items" aria-labelledby="em-aberto-titulo" aria-busy={isFetching}>
      <h2 id="em-aberto-titulo">{WALLET_TEXT.openItemsTitle}</h2>
      {isError && !isFetching ? (
        <LoadProblem what="as pendências em aberto" error={error} onRetry={() => void refetch()} />
      ) : data === undefined ? (
        <p className="muted">Carregando...</p>
      ) : items.length === 0 ? (
        <p className="muted">{WALLET_TEXT.noOpenItems}</p>
      ) : (
        <>
          <ul className="open-item-list">
            {items.map((item) => (
              <OpenItemRow
                key={item.id}
                item={item}
                checked={selected.has(item.id)}
                onToggle={() => toggle(item.id)}
              />
            ))}
          </ul>
          <p className="open-items-total">
            {WALLET_TEXT.openItemsTotal}: <strong>{brl(data.totalCentavos)}</strong>
          </p>
          {chosen.length > 0 && (
            <p className="open-items-selected" aria-live="polite">
              {WALLET_TEXT.selectedTotal} ({chosen.length}): <strong>{brl(chosenCentavos)}</strong>
            </p>
          )}
          {severalAssociations && (
            <p className="field-error" role="alert">
              {WALLET_MSG.itemsOfOneAssociation}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={chosen.length === 0 || severalAssociations}
            onClick={() =>
              navigate(`/pendenciaFormaPagamento?ids=${chosen.map((item) => item.id).join(',')}`)
            }
          >
            {WALLET_TEXT.paySelected}
          </button>
        </>
      )}
    </section>
  );
}
