import { useState } from 'react';
import { Link } from 'react-router-dom';
import { settle } from '../../../lib/api-result';
import '../profile.css';
import { PROFILE_TEXT } from '../profile-texts';
import {
  useProfileDeleteSpecialtyMutation,
  useProfileSpecialtiesQuery,
  type Specialty,
} from '../specialties-api';
import { useReportOutcome } from '../use-report-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

function SpecialtyItem({ specialty, onDelete }: { specialty: Specialty; onDelete: () => void }) {
  const name = specialty.name;
  return (
    <li className="card profile-item">
      <h3 className="profile-item-title">{name}</h3>
      <p className="profile-item-text">{specialty.rqe ? `RQE ${specialty.rqe}` : 'Sem RQE'}</p>
      <div className="profile-item-actions">
        <Link
          to={`/editarDadosEspecialidade/${specialty.id}`}
          className="button button-small"
          aria-label={`Editar ${name}`}
        >
          Editar
        </Link>
        <button
          type="button"
          className="button button-small"
          aria-label={`Excluir ${name}`}
          onClick={onDelete}
        >
          Excluir
        </button>
      </div>
    </li>
  );
}

/** /dadosEspecialidades: the member's specialties with their RQE. */
export function SpecialtiesPage() {
  const { data: specialties, isLoading, error } = useProfileSpecialtiesQuery();
  const [remove, { isLoading: deleting }] = useProfileDeleteSpecialtyMutation();
  const [toDelete, setToDelete] = useState<Specialty | null>(null);
  const report = useReportOutcome();

  const confirmDelete = async (specialty: Specialty) => {
    const outcome = await settle(remove(specialty.id));
    setToDelete(null);
    await report(outcome);
  };

  return (
    <div className="page profile-screen">
      <ProfileHeader title="Especialidades" back="/perfil" />
      <main>
        {specialties ? (
          specialties.length === 0 ? (
            <p className="muted">{PROFILE_TEXT.noSpecialties}</p>
          ) : (
            <ul className="profile-list">
              {specialties.map((specialty) => (
                <SpecialtyItem
                  key={specialty.id}
                  specialty={specialty}
                  onDelete={() => setToDelete(specialty)}
                />
              ))}
            </ul>
          )
        ) : (
          <QueryStatus isLoading={isLoading} error={error} />
        )}
        <Link to="/editarDadosEspecialidade" className="button button-primary profile-block-link">
          Adicionar especialidade
        </Link>
      </main>
      {toDelete && (
        <ConfirmDialog
          title="Excluir especialidade"
          message={`Excluir a especialidade ${toDelete.name}? Esta ação não pode ser desfeita.`}
          confirmLabel="Excluir"
          busy={deleting}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
