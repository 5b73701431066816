import { formatCpf } from '../../../../../domain/cpf';
import { useEffect, useId, useRef, useState } from 'react';
import {
  PAYMENT_DISPUTED_LABEL,
  PAYMENT_STATUS_LABEL,
  PaymentStatus,
  RecordedMethod,
  REFUNDABLE_METHODS,
  type GestaoPayment,
  type PaymentFilters,
} from '../../../../../domain/contract/gestao-payments';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { paidForText, paymentMethodText } from '../../../../../domain/payment-labels';
import { REFUND_TEXT } from '../../../../../domain/refund-texts';
import { WITHDRAWAL_MSG } from '../../../../../domain/withdrawal-messages';
import { itemCountText } from '../../../../../domain/item-count';
import { recordedMethodIds, recordedMethodLabel } from '../../../../../domain/recorded-methods';
import { errorMessage } from '../../../../lib/api';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { paymentsCsvUrl, usePaymentsQuery } from '../../payments-api';
import { CsvExportButton } from '../csv-export-button';
import { Pager } from '../pager';
import { TableRegion } from '../table-region';
import { PaymentReceiptDialog, RefundDialog } from './payment-dialogs';
import { MarkReturnedDialog, ReturnTransferNote } from './return-transfer';
import './payments.css';
import { freshOnReturn } from '../../../../lib/fresh-on-return';

const PAGE_SIZE = 20;
const brl = (centavos: number) => formatBRL(fromCentavos(centavos));
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** What a payment paid: its item, or "2 itens" and each item with its share. */
function PaidFor({ payment }: { payment: GestaoPayment }) {
  if (payment.items.length === 1) return <>{payment.itemDescription}</>;
  return (
    <>
      {itemCountText(payment.items.length)}
      <ul className="payments-items">
        {payment.items.map((item) => (
          <li key={item.itemId}>
            {item.description}: <span className="payments-share">{brl(item.amountCentavos)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

const paidFor = (p: GestaoPayment) => paidForText({ description: p.itemDescription, items: p.items });

/** Pagamentos: every transaction of the association's items, with filters, receipts, refunds and the CSV. */
export default function PaymentsPage() {
  useDocumentTitle('Pagamentos');
  const [filters, setFilters] = useState<PaymentFilters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{
    payment: GestaoPayment;
    dialog: 'receipt' | 'refund' | 'returned';
  } | null>(null);
  const [refunded, setRefunded] = useState<string | null>(null);
  const refundedNote = useRef<HTMLParagraphElement>(null);
  // "Estorno realizado" where the person looks: the dialog closed, focus goes to the message.
  useEffect(() => {
    if (refunded) refundedNote.current?.focus();
  }, [refunded]);
  const ids = { from: useId(), to: useId(), method: useId(), status: useId() };
  // Members pay while staff look: asked again on opening and when the window comes back into view.
  const { data, error, isFetching } = usePaymentsQuery(
    { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    freshOnReturn(),
  );
  const setFilter = (next: Partial<PaymentFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <>
      <h1>Pagamentos</h1>
      <p ref={refundedNote} className="payments-notice" role="status" tabIndex={-1}>
        {refunded}
      </p>
      <section className="gestao-card" aria-label="Filtros">
        <div className="gestao-toolbar">
          <div className="field">
            <label htmlFor={ids.from}>Data inicial</label>
            <input
              id={ids.from}
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => setFilter({ from: e.target.value || undefined })}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.to}>Data final</label>
            <input
              id={ids.to}
              type="date"
              value={filters.to ?? ''}
              onChange={(e) => setFilter({ to: e.target.value || undefined })}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.method}>Forma</label>
            <select
              id={ids.method}
              value={filters.method ?? ''}
              onChange={(e) => setFilter({ method: RecordedMethod.safeParse(e.target.value).data })}
            >
              <option value="">Todas</option>
              {recordedMethodIds.map((m) => (
                <option key={m} value={m}>
                  {recordedMethodLabel(m)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.status}>Situação</label>
            <select
              id={ids.status}
              value={filters.status ?? ''}
              onChange={(e) => setFilter({ status: PaymentStatus.safeParse(e.target.value).data })}
            >
              <option value="">Todas</option>
              {PaymentStatus.options.map((s) => (
                <option key={s} value={s}>
                  {PAYMENT_STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
          <CsvExportButton
            url={paymentsCsvUrl(filters)}
            fileName="pagamentos.csv"
            className="payments-export"
          />
        </div>
      </section>
      {error && (
        <p role="alert" className="field-error">
          {errorMessage(error)}
        </p>
      )}
      <section className="gestao-card" aria-label="Transações">
        {data && (
          <p>
            {data.total} {data.total === 1 ? 'transação' : 'transações'}
          </p>
        )}
        <TableRegion label="Transações">
          <table className="gestao-table payments-table" aria-busy={isFetching}>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Membro</th>
                <th scope="col">Item</th>
                <th scope="col">Forma</th>
                <th scope="col" className="amount">
                  Bruto
                </th>
                <th scope="col" className="amount">
                  Taxa
                </th>
                <th scope="col" className="amount">
                  Líquido
                </th>
                <th scope="col">Situação</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {data?.payments.map((p) => (
                <tr key={p.id}>
                  <td className="payments-when" data-label="Data">
                    {dateTime.format(new Date(p.createdAt)).replace(', ', ' ')}
                  </td>
                  <td data-label="Membro">
                    {p.memberName}
                    <br />
                    <span className="muted payments-cpf-line">
                      CPF <span className="payments-cpf">{formatCpf(p.cpf)}</span>
                    </span>
                  </td>
                  <td className="payments-what" data-label="Item">
                    <PaidFor payment={p} />
                  </td>
                  <td data-label="Forma">
                    {paymentMethodText(p.method, p.manualMethod)}{' '}
                    {p.installments > 1 && (
                      <span className="muted payments-installments">em {p.installments}x</span>
                    )}
                  </td>
                  <td className="amount" data-label="Bruto">
                    {brl(p.amountCentavos)}
                  </td>
                  <td className="amount" data-label="Taxa">
                    {brl(p.feeCentavos)}
                  </td>
                  <td className="amount" data-label="Líquido">
                    {p.refundedCentavos !== null && p.refundedAt ? (
                      <span className="payments-refunded">
                        {p.refundedCentavos < p.amountCentavos && <>{brl(p.netCentavos)} </>}
                        {REFUND_TEXT.line({
                          at: p.refundedAt,
                          amountCentavos: p.refundedCentavos,
                          paidCentavos: p.amountCentavos,
                        })}
                        {p.refundReason === 'cdc-49' && (
                          <strong className="payments-refund-reason">{WITHDRAWAL_MSG.reason}</strong>
                        )}
                      </span>
                    ) : (
                      brl(p.netCentavos)
                    )}
                  </td>
                  <td data-label="Situação">
                    {PAYMENT_STATUS_LABEL[p.status]}
                    {p.disputedAt && p.status === 'succeeded' && (
                      <>
                        {' · '}
                        <strong>{PAYMENT_DISPUTED_LABEL}</strong>
                      </>
                    )}
                    {p.returnTransfer && (
                      <ReturnTransferNote
                        transfer={p.returnTransfer}
                        what={`${paidFor(p)} de ${p.memberName}`}
                        onMark={() => setOpen({ payment: p, dialog: 'returned' })}
                      />
                    )}
                  </td>
                  <td>
                    <div className="payments-actions">
                      {(p.status === 'succeeded' || p.status === 'refunded') && (
                        <button
                          type="button"
                          className="button"
                          aria-label={`Recibo: ${paidFor(p)} de ${p.memberName}`}
                          onClick={() => setOpen({ payment: p, dialog: 'receipt' })}
                        >
                          Recibo
                        </button>
                      )}
                      {p.status === 'succeeded' && REFUNDABLE_METHODS.includes(p.method) && (
                        <button
                          type="button"
                          className="button"
                          aria-label={`Estornar: ${paidFor(p)} de ${p.memberName}`}
                          onClick={() => setOpen({ payment: p, dialog: 'refund' })}
                        >
                          Estornar
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
        {data && data.payments.length === 0 && <p>Nenhuma transação encontrada.</p>}
        {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
      </section>
      {open?.dialog === 'receipt' && (
        <PaymentReceiptDialog payment={open.payment} onClose={() => setOpen(null)} />
      )}
      {open?.dialog === 'returned' && (
        <MarkReturnedDialog
          payment={open.payment}
          onClose={() => setOpen(null)}
          onReturned={() => setRefunded(WITHDRAWAL_MSG.staffReturnedDone)}
        />
      )}
      {open?.dialog === 'refund' && (
        <RefundDialog
          payment={open.payment}
          onClose={() => setOpen(null)}
          onRefunded={(done) =>
            setRefunded(REFUND_TEXT.staffDone(done.refundedCentavos, open.payment.memberName))
          }
        />
      )}
    </>
  );
}
