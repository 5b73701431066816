import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDisplayDate } from '../../../../domain/dates';
import { settle } from '../../../lib/api-result';
import { BirthDateField, SexField, SocialLinkFields } from '../../../components/person-fields';
import { TextField } from '../../../components/text-field';
import {
  useProfilePersonalDataQuery,
  useProfileSavePersonalDataMutation,
  type PersonalData,
  type PersonalDataChange,
} from '../personal-data-api';
import '../profile.css';
import type { SocialField } from '../../../../domain/social-links';
import { useReportOutcome } from '../use-report-outcome';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

type Fields = Required<{
  [K in 'name' | 'presentationName' | 'birthDate' | 'sex' | SocialField]: string;
}>;

const fieldsOf = (d: PersonalData): Fields => ({
  name: d.name,
  presentationName: d.presentationName ?? '',
  birthDate: d.birthDate ? formatDisplayDate(d.birthDate) : '',
  sex: d.sex ?? '',
  facebook: d.facebook ?? '',
  instagram: d.instagram ?? '',
  x: d.x ?? '',
  linkedin: d.linkedin ?? '',
  lattes: d.lattes ?? '',
});

const changeOf = (f: Fields): PersonalDataChange => ({
  name: f.name.trim(),
  presentationName: f.presentationName.trim(),
  birthDate: f.birthDate,
  sex: f.sex,
  facebook: f.facebook.trim(),
  instagram: f.instagram.trim(),
  x: f.x.trim(),
  linkedin: f.linkedin.trim(),
  lattes: f.lattes.trim(),
});

function PersonalDataForm({ data }: { data: PersonalData }) {
  const [fields, setFields] = useState(() => fieldsOf(data));
  const [save, { isLoading }] = useProfileSavePersonalDataMutation();
  const report = useReportOutcome();
  const navigate = useNavigate();
  const set = (field: keyof Fields, value: string) => setFields((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const outcome = await settle(save(changeOf(fields)));
    if (outcome.ok) navigate('/dadosPessoais', { replace: true });
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
      <TextField
        label="Nome completo"
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        label="Nome de apresentação"
        name="presentationName"
        autoComplete="nickname"
        placeholder="Ex.: Dra. Ana Souza"
        value={fields.presentationName}
        onChange={(e) => set('presentationName', e.target.value)}
      />
      <BirthDateField
        name="birthDate"
        value={fields.birthDate}
        onChange={(value) => set('birthDate', value)}
      />
      <SexField name="sex" value={fields.sex} onChange={(value) => set('sex', value)} />
      <SocialLinkFields className="profile-fieldset" values={fields} onChange={set} />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Salvando...' : 'Salvar'}
      </button>
    </form>
  );
}

/** /alterarDadosPessoais: the personal data form; Salvar goes back to /dadosPessoais. */
export function PersonalDataFormPage() {
  const { data, isLoading, error } = useProfilePersonalDataQuery();
  return (
    <div className="page profile-screen">
      <ProfileHeader title="Editar dados pessoais" back="/dadosPessoais" />
      <main>
        {data ? <PersonalDataForm data={data} /> : <QueryStatus isLoading={isLoading} error={error} />}
      </main>
    </div>
  );
}
