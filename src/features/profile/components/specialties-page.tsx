import { settle } from '../../../lib/api-result';
import { PROFILE_TEXT } from '../profile-texts';
import { useProfileDeleteSpecialtyMutation, useProfileSpecialtiesQuery } from '../specialties-api';
import { ProfileListPage } from './profile-list-page';

/** /dadosEspecialidades: the member's specialties with their RQE. */
export function SpecialtiesPage() {
  const { data: specialties, isLoading, error } = useProfileSpecialtiesQuery();
  const [remove, { isLoading: deleting }] = useProfileDeleteSpecialtyMutation();
  return (
    <ProfileListPage
      title="Especialidades"
      items={specialties}
      isLoading={isLoading}
      error={error}
      emptyText={PROFILE_TEXT.noSpecialties}
      editPath="/editarDadosEspecialidade"
      addLabel="Adicionar especialidade"
      nameOf={(specialty) => specialty.name}
      renderItem={(specialty) => (
        <>
          <h3 className="profile-item-title">{specialty.name}</h3>
          <p className="profile-item-text">{specialty.rqe ? `RQE ${specialty.rqe}` : 'Sem RQE'}</p>
        </>
      )}
      deleteTitle="Excluir especialidade"
      deleteMessage={(specialty) =>
        `Excluir a especialidade ${specialty.name}? Esta ação não pode ser desfeita.`
      }
      remove={(specialty) => settle(remove(specialty.id))}
      deleting={deleting}
    />
  );
}
