import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DadosPessoais, SalvarDadosPessoaisBody } from '../../../../domain/contract/profile';
import { formatDisplayDate, isWireDate } from '../../../../domain/dates';
import { MaskedField } from '../../../components/masked-field';
import { TextField } from '../../../components/text-field';
import { useProfilePersonalDataQuery, useProfileSavePersonalDataMutation } from '../api';
import { outcomeOf } from '../outcome';
import '../profile.css';
import { SOCIAL_LINKS, type SocialField } from '../social-links';
import { useReportOutcome } from '../use-report-outcome';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

const DATE_MASK = '00/00/0000';

type Fields = Required<{
  [K in 'nome' | 'nomeApresentacao' | 'dataNascimento' | 'sexo' | SocialField]: string;
}>;

const fieldsOf = (d: DadosPessoais): Fields => ({
  nome: d.nome,
  nomeApresentacao: d.nomeApresentacao ?? '',
  dataNascimento: d.dataNascimento && isWireDate(d.dataNascimento) ? formatDisplayDate(d.dataNascimento) : '',
  sexo: d.sexo ?? '',
  facebook: d.facebook ?? '',
  instagram: d.instagram ?? '',
  x: d.x ?? '',
  linkedin: d.linkedin ?? '',
  lattes: d.lattes ?? '',
});

const bodyOf = (f: Fields): SalvarDadosPessoaisBody => ({
  nome: f.nome.trim(),
  nomeApresentacao: f.nomeApresentacao.trim(),
  dataNascimento: f.dataNascimento,
  sexo: f.sexo,
  facebook: f.facebook.trim(),
  instagram: f.instagram.trim(),
  x: f.x.trim(),
  linkedin: f.linkedin.trim(),
  lattes: f.lattes.trim(),
});

function PersonalDataForm({ dados }: { dados: DadosPessoais }) {
  const [fields, setFields] = useState(() => fieldsOf(dados));
  const [save, { isLoading }] = useProfileSavePersonalDataMutation();
  const report = useReportOutcome();
  const navigate = useNavigate();
  const sexId = useId();
  const set = (field: keyof Fields, value: string) => setFields((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const outcome = await outcomeOf(save(bodyOf(fields)));
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
        name="nome"
        autoComplete="name"
        value={fields.nome}
        onChange={(e) => set('nome', e.target.value)}
      />
      <TextField
        label="Nome de apresentação"
        name="nomeApresentacao"
        autoComplete="nickname"
        placeholder="Ex.: Dra. Ana Souza"
        value={fields.nomeApresentacao}
        onChange={(e) => set('nomeApresentacao', e.target.value)}
      />
      <MaskedField
        label="Data de nascimento"
        name="dataNascimento"
        mask={DATE_MASK}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="DD/MM/AAAA"
        value={fields.dataNascimento}
        onChange={(value) => set('dataNascimento', value)}
      />
      <div className="field">
        <label htmlFor={sexId}>Sexo</label>
        <select id={sexId} name="sexo" value={fields.sexo} onChange={(e) => set('sexo', e.target.value)}>
          <option value="">Prefiro não informar</option>
          <option value="F">Feminino</option>
          <option value="M">Masculino</option>
        </select>
      </div>
      <fieldset className="profile-fieldset">
        <legend>Redes sociais (opcional)</legend>
        {SOCIAL_LINKS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            name={field}
            inputMode="url"
            autoComplete="url"
            value={fields[field]}
            onChange={(e) => set(field, e.target.value)}
          />
        ))}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Salvando...' : 'Salvar'}
      </button>
    </form>
  );
}

/** /alterarDadosPessoais: the personal data form; Salvar goes back to /dadosPessoais. */
export function PersonalDataFormPage() {
  const { data: dados, isLoading, error } = useProfilePersonalDataQuery();
  return (
    <div className="page profile-screen">
      <ProfileHeader title="Editar dados pessoais" back="/dadosPessoais" />
      <main>
        {dados ? <PersonalDataForm dados={dados} /> : <QueryStatus isLoading={isLoading} error={error} />}
      </main>
    </div>
  );
}
