import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import type { Education } from '../../../../domain/education';
import { settle } from '../../../lib/api-result';
import {
  useProfileEducationQuery,
  useProfileSaveEducationMutation,
  type EducationChange,
} from '../education-api';
import '../profile.css';
import { useReportOutcome } from '../use-report-outcome';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

type Fields = { [K in keyof Education]: string };

const fieldsOf = (e: Education): Fields => ({
  institution: e.institution ?? '',
  course: e.course ?? '',
  graduationYear: e.graduationYear?.toString() ?? '',
  residency: e.residency ?? '',
  residencyInstitution: e.residencyInstitution ?? '',
  residencyEndYear: e.residencyEndYear?.toString() ?? '',
  postgraduate: e.postgraduate ?? '',
});

/** Blank fields are sent as null: the save replaces the whole record. */
const changeOf = (f: Fields): EducationChange => {
  const value = (v: string) => v.trim() || null;
  return {
    institution: value(f.institution),
    course: value(f.course),
    graduationYear: value(f.graduationYear),
    residency: value(f.residency),
    residencyInstitution: value(f.residencyInstitution),
    residencyEndYear: value(f.residencyEndYear),
    postgraduate: value(f.postgraduate),
  };
};

const yearDigits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

function EducationForm({ education }: { education: Education }) {
  const [fields, setFields] = useState(() => fieldsOf(education));
  const [save, { isLoading }] = useProfileSaveEducationMutation();
  const report = useReportOutcome();
  const navigate = useNavigate();
  const postId = useId();
  const set = (field: keyof Fields, value: string) => setFields((f) => ({ ...f, [field]: value }));
  const text = (label: string, field: keyof Fields) => (
    <TextField
      label={label}
      name={field}
      value={fields[field]}
      onChange={(e) => set(field, e.target.value)}
    />
  );
  const year = (label: string, field: 'graduationYear' | 'residencyEndYear') => (
    <TextField
      label={label}
      name={field}
      inputMode="numeric"
      placeholder="AAAA"
      value={fields[field]}
      onChange={(e) => set(field, yearDigits(e.target.value))}
    />
  );

  const submit = async () => {
    const outcome = await settle(save(changeOf(fields)));
    if (outcome.ok) navigate('/perfil', { replace: true });
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
      <fieldset className="profile-fieldset">
        <legend>Graduação</legend>
        {text('Instituição de ensino', 'institution')}
        {text('Curso', 'course')}
        {year('Ano de formação', 'graduationYear')}
      </fieldset>
      <fieldset className="profile-fieldset">
        <legend>Residência</legend>
        {text('Residência', 'residency')}
        {text('Instituição da residência', 'residencyInstitution')}
        {year('Ano de conclusão da residência', 'residencyEndYear')}
      </fieldset>
      <div className="field">
        <label htmlFor={postId}>Pós-graduação</label>
        <textarea
          id={postId}
          name="postgraduate"
          rows={3}
          className="profile-textarea"
          value={fields.postgraduate}
          onChange={(e) => set('postgraduate', e.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Salvando...' : 'Salvar'}
      </button>
    </form>
  );
}

/** /alterarDadosFormacao: the education form; Salvar goes back to the profile. */
export function EducationPage() {
  const { data: education, isLoading, error } = useProfileEducationQuery();
  return (
    <div className="page profile-screen">
      <ProfileHeader title="Formação" back="/perfil" />
      <main>
        {education ? (
          <EducationForm education={education} />
        ) : (
          <QueryStatus isLoading={isLoading} error={error} />
        )}
      </main>
    </div>
  );
}
