import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ASSEMBLY_MSG } from '../../../../../domain/assembly-messages';
import type { AssemblyDetail, AssemblySummary } from '../../../../../domain/contract/gestao-assemblies';
import { votingWhen } from '../../../../../domain/voting-format';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAssembliesQuery } from '../../assemblies-api';
import { useCategoriesQuery } from '../../categories-api';
import { AssemblyForm } from './assembly-form';
import { STATUS_LABEL } from './assembly-status';
import './assemblies.css';

const turnoutOf = (a: AssemblySummary) =>
  a.eligibleCount === null ? '—' : ASSEMBLY_MSG.turnout(a.votedCount, a.eligibleCount);

/** Assembleias: the association's assemblies and "Nova assembleia". */
export default function AssembliesPage() {
  useDocumentTitle('Assembleias');
  const assemblies = useAssembliesQuery();
  const categories = useCategoriesQuery();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const openSaved = useCallback(
    (saved: AssemblyDetail) => navigate(`/gestao/assembleias/${saved.id}`),
    [navigate],
  );

  return (
    <>
      <h1>Assembleias</h1>
      {!creating && (
        <div className="assemblies-actions">
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            Nova assembleia
          </button>
        </div>
      )}
      {creating && categories.data && (
        <AssemblyForm
          categories={categories.data.categories}
          onSaved={openSaved}
          onCancel={() => setCreating(false)}
        />
      )}
      {assemblies.isError && (
        <LoadProblem
          what="as assembleias"
          error={assemblies.error}
          onRetry={() => void assemblies.refetch()}
        />
      )}
      {assemblies.data?.length === 0 && <p className="muted">Nenhuma assembleia ainda.</p>}
      {assemblies.data && assemblies.data.length > 0 && (
        <div className="gestao-card gestao-table-wrap">
          <table className="gestao-table">
            <caption className="assemblies-caption">Assembleias</caption>
            <thead>
              <tr>
                <th scope="col">Assembleia</th>
                <th scope="col">Situação</th>
                <th scope="col">Início da votação</th>
                <th scope="col">Encerramento</th>
                <th scope="col">Comparecimento</th>
              </tr>
            </thead>
            <tbody>
              {assemblies.data.map((a) => (
                <tr key={a.id}>
                  <th scope="row">
                    <Link to={`/gestao/assembleias/${a.id}`}>{a.title}</Link>
                  </th>
                  <td>{STATUS_LABEL[a.status]}</td>
                  <td>{votingWhen(a.votingStartsAt)}</td>
                  <td>{votingWhen(a.votingEndsAt)}</td>
                  <td>{turnoutOf(a)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
