import { formatCpf } from '../../../../../domain/cpf';
import { useId, useState } from 'react';
import { ItemStatus, type GestaoItem } from '../../../../../domain/contract/gestao-charges';
import { formatDisplayDate, toWireDate } from '../../../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { LoadProblem } from '../../../../components/load-problem';
import { useChargeCategoriesQuery, useChargeItemsQuery } from '../../charges-api';
import { Pager } from '../pager';
import { TableRegion } from '../table-region';
import { useStaffFeedback } from '../staff-feedback';
import { CancelItemDialog, ManualPaymentDialog } from './item-dialogs';

const PAGE_SIZE = 20;
const STATUS_LABEL: Record<ItemStatus, string> = { open: 'Em aberto', paid: 'Pago', cancelled: 'Cancelado' };

/** An open item is "Vencido" from the day after its due date (São Paulo), as the member's app says. */
const statusText = (item: GestaoItem) =>
  item.status === 'open' && item.dueDate < toWireDate(new Date()) ? 'Vencido' : STATUS_LABEL[item.status];

/** The association's items by situation, category and due period, with Baixa manual and Cancelar. */
export function OpenItems() {
  const [status, setStatus] = useState<ItemStatus>('open');
  const [categoryId, setCategoryId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ item: GestaoItem; action: 'cancel' | 'pay' } | null>(null);
  const ids = { status: useId(), category: useId(), from: useId(), to: useId() };
  const feedback = useStaffFeedback();
  const act = (item: GestaoItem, action: 'cancel' | 'pay') => {
    feedback.started();
    setActing({ item, action });
  };
  const { data: categories = [] } = useChargeCategoriesQuery();
  const { data, error, isFetching, refetch } = useChargeItemsQuery({
    status,
    categoryId: categoryId ? Number(categoryId) : undefined,
    from: from || undefined,
    to: to || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <div className="gestao-toolbar">
        <div className="field">
          <label htmlFor={ids.status}>Situação</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => filter(setStatus)(ItemStatus.parse(e.target.value))}
          >
            {ItemStatus.options.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.category}>Categoria</label>
          <select
            id={ids.category}
            value={categoryId}
            onChange={(e) => filter(setCategoryId)(e.target.value)}
          >
            <option value="">Todas</option>
            {categories.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {c.description}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>Vencimento de</label>
          <input id={ids.from} type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>Vencimento até</label>
          <input id={ids.to} type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
        </div>
      </div>
      {error && <LoadProblem what="os itens" error={error} onRetry={() => void refetch()} />}
      <TableRegion label="Itens de cobrança">
        <table className="gestao-table" aria-busy={isFetching}>
          <thead>
            <tr>
              <th scope="col">Membro</th>
              <th scope="col">Categoria</th>
              <th scope="col">Descrição</th>
              <th scope="col">Vencimento</th>
              <th scope="col" className="amount">
                Valor
              </th>
              <th scope="col">Situação</th>
              <th scope="col">Ações</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((item) => (
              <tr key={item.id}>
                <td data-label="Membro">
                  {item.memberName}
                  <br />
                  <span className="muted">CPF {formatCpf(item.cpf)}</span>
                </td>
                <td data-label="Categoria">{item.categoryDescription ?? '—'}</td>
                <td data-label="Descrição">{item.description}</td>
                <td data-label="Vencimento">{formatDisplayDate(item.dueDate)}</td>
                <td className="amount" data-label="Valor">
                  {formatBRL(fromCentavos(item.currentCentavos))}
                  {item.currentCentavos !== item.amountCentavos && (
                    <div className="muted">original {formatBRL(fromCentavos(item.amountCentavos))}</div>
                  )}
                </td>
                <td className={`charges-status-${item.status}`} data-label="Situação">
                  {statusText(item)}
                  {item.cancelReason && <div className="muted">{item.cancelReason}</div>}
                </td>
                <td>
                  {item.status === 'open' && (
                    <div className="charges-actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={`Baixa manual: ${item.description} de ${item.memberName}`}
                        onClick={() => act(item, 'pay')}
                      >
                        Baixa manual
                      </button>
                      <button
                        type="button"
                        className="button"
                        aria-label={`Cancelar: ${item.description} de ${item.memberName}`}
                        onClick={() => act(item, 'cancel')}
                      >
                        Cancelar
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {data && data.items.length === 0 && <p>Nenhum item encontrado.</p>}
      {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
      {acting?.action === 'cancel' && <CancelItemDialog item={acting.item} onClose={() => setActing(null)} />}
      {acting?.action === 'pay' && <ManualPaymentDialog item={acting.item} onClose={() => setActing(null)} />}
    </>
  );
}
