import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Formacao, SalvarFormacaoBody } from '../../../../domain/contract/profile';
import { TextField } from '../../../components/text-field';
import { useProfileEducationQuery, useProfileSaveEducationMutation } from '../api';
import { outcomeOf } from '../outcome';
import '../profile.css';
import { useReportOutcome } from '../use-report-outcome';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

type Fields = { [K in keyof Formacao]: string };

const fieldsOf = (f: Formacao): Fields => ({
  INSTITUICAO: f.INSTITUICAO ?? '',
  CURSO: f.CURSO ?? '',
  ANO_FORMACAO: f.ANO_FORMACAO?.toString() ?? '',
  RESIDENCIA: f.RESIDENCIA ?? '',
  INSTITUICAO_RESIDENCIA: f.INSTITUICAO_RESIDENCIA ?? '',
  ANO_CONCLUSAO_RESIDENCIA: f.ANO_CONCLUSAO_RESIDENCIA?.toString() ?? '',
  POS_GRADUACAO: f.POS_GRADUACAO ?? '',
});

/** Blank fields are sent as null: salvarFormacao replaces the whole record. */
const bodyOf = (f: Fields): SalvarFormacaoBody => {
  const value = (v: string) => v.trim() || null;
  return {
    INSTITUICAO: value(f.INSTITUICAO),
    CURSO: value(f.CURSO),
    ANO_FORMACAO: value(f.ANO_FORMACAO),
    RESIDENCIA: value(f.RESIDENCIA),
    INSTITUICAO_RESIDENCIA: value(f.INSTITUICAO_RESIDENCIA),
    ANO_CONCLUSAO_RESIDENCIA: value(f.ANO_CONCLUSAO_RESIDENCIA),
    POS_GRADUACAO: value(f.POS_GRADUACAO),
  };
};

const yearDigits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

function EducationForm({ formacao }: { formacao: Formacao }) {
  const [fields, setFields] = useState(() => fieldsOf(formacao));
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
  const year = (label: string, field: 'ANO_FORMACAO' | 'ANO_CONCLUSAO_RESIDENCIA') => (
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
    const outcome = await outcomeOf(save(bodyOf(fields)));
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
        {text('Instituição de ensino', 'INSTITUICAO')}
        {text('Curso', 'CURSO')}
        {year('Ano de formação', 'ANO_FORMACAO')}
      </fieldset>
      <fieldset className="profile-fieldset">
        <legend>Residência</legend>
        {text('Residência', 'RESIDENCIA')}
        {text('Instituição da residência', 'INSTITUICAO_RESIDENCIA')}
        {year('Ano de conclusão da residência', 'ANO_CONCLUSAO_RESIDENCIA')}
      </fieldset>
      <div className="field">
        <label htmlFor={postId}>Pós-graduação</label>
        <textarea
          id={postId}
          name="POS_GRADUACAO"
          rows={3}
          className="profile-textarea"
          value={fields.POS_GRADUACAO}
          onChange={(e) => set('POS_GRADUACAO', e.target.value)}
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
  const { data: formacao, isLoading, error } = useProfileEducationQuery();
  return (
    <div className="page profile-screen">
      <ProfileHeader title="Formação" back="/perfil" />
      <main>
        {formacao ? (
          <EducationForm formacao={formacao} />
        ) : (
          <QueryStatus isLoading={isLoading} error={error} />
        )}
      </main>
    </div>
  );
}
