import { useState } from 'react';
import { formatBRL, fromCentavos } from '../../../../../domain/money';
import { useChargeBatchesQuery } from '../../charges-api';
import { Pager } from '../pager';
import { TableRegion } from '../table-region';

const PAGE_SIZE = 10;
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** The charges staff created, newest first. */
export function ChargeBatches() {
  const [page, setPage] = useState(1);
  const { data } = useChargeBatchesQuery({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  if (data && data.total === 0) return <p>Nenhuma cobrança criada ainda.</p>;
  return (
    <>
      <TableRegion label="Lista de cobranças criadas">
        <table className="gestao-table">
          <thead>
            <tr>
              <th scope="col">Criada em</th>
              <th scope="col">Descrição</th>
              <th scope="col">Itens</th>
              <th scope="col" className="amount">
                Total
              </th>
              <th scope="col">Por</th>
            </tr>
          </thead>
          <tbody>
            {data?.batches.map((b) => (
              <tr key={b.id}>
                <td data-label="Criada em">{dateTime.format(new Date(b.createdAt))}</td>
                <td data-label="Descrição">{b.description}</td>
                <td data-label="Itens">{b.itemCount}</td>
                <td className="amount" data-label="Total">
                  {formatBRL(fromCentavos(b.totalCentavos))}
                </td>
                <td data-label="Por">{b.staffName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {data && <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </>
  );
}
