import { useId, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { EspecialidadeML } from '../../../../domain/contract/profile';
import { PROFILE_MSG } from '../../../../domain/profile-messages';
import { TextField } from '../../../components/text-field';
import {
  useProfileSaveSpecialtyMutation,
  useProfileSpecialtyCatalogueQuery,
  useProfileSpecialtyQuery,
} from '../api';
import { outcomeOf } from '../outcome';
import '../profile.css';
import { useReportOutcome } from '../use-report-outcome';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

const AREA_LABEL: Readonly<Record<EspecialidadeML['AREA'], string>> = {
  MEDICINA: 'Medicina',
  PSICOLOGIA: 'Psicologia',
};

interface SpecialtyFormProps {
  id: number | null;
  catalogue: EspecialidadeML[];
  initial: { especialidade: string; rqe: string };
}

function SpecialtyForm({ id, catalogue, initial }: SpecialtyFormProps) {
  const [especialidade, setEspecialidade] = useState(initial.especialidade);
  const [rqe, setRqe] = useState(initial.rqe);
  const [save, { isLoading }] = useProfileSaveSpecialtyMutation();
  const report = useReportOutcome();
  const navigate = useNavigate();
  const selectId = useId();
  const areas = (Object.keys(AREA_LABEL) as EspecialidadeML['AREA'][]).filter((area) =>
    catalogue.some((entry) => entry.AREA === area),
  );

  const submit = async () => {
    if (!especialidade) return report({ ok: false, message: PROFILE_MSG.specialtyUnknown });
    const outcome = await outcomeOf(
      save({
        ...(id !== null ? { ID_EMITENTE_ESPECIALIDADE: id } : {}),
        ESPECIALIDADE: especialidade,
        RQE: rqe.trim() || null,
      }),
    );
    if (outcome.ok) navigate('/dadosEspecialidades', { replace: true });
    await report(outcome);
  };

  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <label htmlFor={selectId}>Especialidade</label>
        <select
          id={selectId}
          name="especialidade"
          value={especialidade}
          onChange={(e) => setEspecialidade(e.target.value)}
        >
          <option value="">Selecione</option>
          {initial.especialidade && !catalogue.some((e) => e.ESPECIALIDADE === initial.especialidade) && (
            <option value={initial.especialidade}>{initial.especialidade}</option>
          )}
          {areas.map((area) => (
            <optgroup key={area} label={AREA_LABEL[area]}>
              {catalogue
                .filter((entry) => entry.AREA === area)
                .map((entry) => (
                  <option key={entry.ESPECIALIDADE} value={entry.ESPECIALIDADE}>
                    {entry.ESPECIALIDADE}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <TextField
        label="RQE (opcional)"
        name="rqe"
        inputMode="numeric"
        value={rqe}
        onChange={(e) => setRqe(e.target.value.replace(/\D/g, '').slice(0, 20))}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Salvando...' : 'Salvar'}
      </button>
    </form>
  );
}

function NewSpecialty({ catalogue }: { catalogue: EspecialidadeML[] }) {
  return <SpecialtyForm id={null} catalogue={catalogue} initial={{ especialidade: '', rqe: '' }} />;
}

function ExistingSpecialty({ id, catalogue }: { id: number; catalogue: EspecialidadeML[] }) {
  const { data: specialty, isLoading, error } = useProfileSpecialtyQuery(id);
  if (!specialty) return <QueryStatus isLoading={isLoading} error={error} />;
  return (
    <SpecialtyForm
      key={specialty.ID_EMITENTE_ESPECIALIDADE}
      id={id}
      catalogue={catalogue}
      initial={{ especialidade: specialty.ESPECIALIDADE, rqe: specialty.RQE ?? '' }}
    />
  );
}

/** /editarDadosEspecialidade (new) and /editarDadosEspecialidade/{id}: a catalogue entry and its RQE. */
export function SpecialtyFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const { data: catalogue, isLoading, error } = useProfileSpecialtyCatalogueQuery();
  if (id !== null && !(Number.isSafeInteger(id) && id > 0)) {
    return <Navigate to="/dadosEspecialidades" replace />;
  }
  return (
    <div className="page profile-screen">
      <ProfileHeader
        title={id === null ? 'Nova especialidade' : 'Editar especialidade'}
        back="/dadosEspecialidades"
      />
      <main>
        {!catalogue ? (
          <QueryStatus isLoading={isLoading} error={error} />
        ) : id === null ? (
          <NewSpecialty catalogue={catalogue} />
        ) : (
          <ExistingSpecialty id={id} catalogue={catalogue} />
        )}
      </main>
    </div>
  );
}
