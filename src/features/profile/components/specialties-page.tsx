import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EmitenteEspecialidade } from '../../../../domain/contract/profile';
import { useProfileDeleteSpecialtyMutation, useProfileSpecialtiesQuery } from '../api';
import { outcomeOf } from '../outcome';
import '../profile.css';
import { PROFILE_TEXT } from '../profile-texts';
import { useReportOutcome } from '../use-report-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

function SpecialtyItem({ specialty, onDelete }: { specialty: EmitenteEspecialidade; onDelete: () => void }) {
  const name = specialty.ESPECIALIDADE;
  return (
    <li className="card profile-item">
      <h3 className="profile-item-title">{name}</h3>
      <p className="profile-item-text">{specialty.RQE ? `RQE ${specialty.RQE}` : 'Sem RQE'}</p>
      <div className="profile-item-actions">
        <Link
          to={`/editarDadosEspecialidade/${specialty.ID_EMITENTE_ESPECIALIDADE}`}
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
  const [toDelete, setToDelete] = useState<EmitenteEspecialidade | null>(null);
  const report = useReportOutcome();

  const confirmDelete = async (specialty: EmitenteEspecialidade) => {
    const outcome = await outcomeOf(remove(specialty.ID_EMITENTE_ESPECIALIDADE));
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
                  key={specialty.ID_EMITENTE_ESPECIALIDADE}
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
          message={`Excluir a especialidade ${toDelete.ESPECIALIDADE}? Esta ação não pode ser desfeita.`}
          confirmLabel="Excluir"
          busy={deleting}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
