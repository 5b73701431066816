import { useId, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PROFILE_MSG } from '../../../../domain/profile-messages';
import { TextField } from '../../../components/text-field';
import { settle } from '../../../lib/api-result';
import '../profile.css';
import {
  useProfileSaveSpecialtyMutation,
  useProfileSpecialtyCatalogueQuery,
  useProfileSpecialtyQuery,
  type CatalogueSpecialty,
  type SpecialtyArea,
} from '../specialties-api';
import { useReportOutcome } from '../use-report-outcome';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

const AREA_LABEL: Readonly<Record<SpecialtyArea, string>> = {
  medicine: 'Medicina',
  psychology: 'Psicologia',
};

interface SpecialtyFormProps {
  id: number | null;
  catalogue: CatalogueSpecialty[];
  initial: { name: string; rqe: string };
}

function SpecialtyForm({ id, catalogue, initial }: SpecialtyFormProps) {
  const [name, setName] = useState(initial.name);
  const [rqe, setRqe] = useState(initial.rqe);
  const [save, { isLoading }] = useProfileSaveSpecialtyMutation();
  const report = useReportOutcome();
  const navigate = useNavigate();
  const selectId = useId();
  const areas = (Object.keys(AREA_LABEL) as SpecialtyArea[]).filter((area) =>
    catalogue.some((entry) => entry.area === area),
  );

  const submit = async () => {
    if (!name) return report({ ok: false, message: PROFILE_MSG.specialtyUnknown });
    const outcome = await settle(save({ id, name, rqe: rqe.trim() || null }));
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
        <select id={selectId} name="specialty" value={name} onChange={(e) => setName(e.target.value)}>
          <option value="">Selecione</option>
          {initial.name && !catalogue.some((entry) => entry.name === initial.name) && (
            <option value={initial.name}>{initial.name}</option>
          )}
          {areas.map((area) => (
            <optgroup key={area} label={AREA_LABEL[area]}>
              {catalogue
                .filter((entry) => entry.area === area)
                .map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {entry.name}
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

function NewSpecialty({ catalogue }: { catalogue: CatalogueSpecialty[] }) {
  return <SpecialtyForm id={null} catalogue={catalogue} initial={{ name: '', rqe: '' }} />;
}

function ExistingSpecialty({ id, catalogue }: { id: number; catalogue: CatalogueSpecialty[] }) {
  const { data: specialty, isLoading, error } = useProfileSpecialtyQuery(id);
  if (!specialty) return <QueryStatus isLoading={isLoading} error={error} />;
  return (
    <SpecialtyForm
      key={specialty.id}
      id={id}
      catalogue={catalogue}
      initial={{ name: specialty.name, rqe: specialty.rqe ?? '' }}
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
