import { formatAuditTime } from '../../../../../domain/gestao-audit';
import { ACCESS_LOG_TEXT, RECORD_PART_LABEL, staffRoleLabel } from '../../../../../domain/privacy-messages';
import { LoadProblem } from '../../../../components/load-problem';
import { useMemberAccessesQuery } from '../../members-api';
import { TableRegion } from '../table-region';

/**
 * Membros › a member › "Quem acessou este cadastro" (gestor): the association's own staff who opened
 * the record in the last 12 months, the view that opened this page included (it mounts after it).
 */
export function MemberAccesses({ memberId }: { memberId: number }) {
  const { data, error, isLoading, refetch } = useMemberAccessesQuery(memberId);
  if (isLoading) return <p className="muted">Carregando...</p>;
  if (error) return <LoadProblem what="os acessos" error={error} onRetry={() => void refetch()} />;
  if (!data || data.views.length === 0) return <p className="muted">{ACCESS_LOG_TEXT.staffNone}</p>;
  return (
    <>
      <p className="muted">{ACCESS_LOG_TEXT.staffIntro}</p>
      <TableRegion label={ACCESS_LOG_TEXT.staffHeading}>
        <table className="gestao-table">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Quem</th>
              <th scope="col">Função</th>
              <th scope="col">O quê</th>
            </tr>
          </thead>
          <tbody>
            {data.views.map((view, index) => (
              <tr key={`${view.at}-${index}`}>
                <td data-label="Data">{formatAuditTime(view.at)}</td>
                <td data-label="Quem">{view.staffName}</td>
                <td data-label="Função">{staffRoleLabel(view.staffRole)}</td>
                <td data-label="O quê">{RECORD_PART_LABEL[view.part]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </>
  );
}
