import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DadosPessoais } from '../../../../domain/contract/profile';
import { formatCpf } from '../../../../domain/cpf';
import { formatDisplayDate, isWireDate } from '../../../../domain/dates';
import { useProfilePersonalDataQuery } from '../api';
import { formatMobile } from '../contact-format';
import '../profile.css';
import { PROFILE_TEXT, SEX_LABEL } from '../profile-texts';
import { isWebAddress, SOCIAL_LINKS } from '../social-links';
import { ProfileHeader } from './profile-header';
import { QueryStatus } from './query-status';

const orNotInformed = (value: string | null | undefined) => value?.trim() || PROFILE_TEXT.notInformed;

function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="profile-detail">
      <dt>{label}</dt>
      <dd>
        <span className="profile-detail-value">{children}</span>
        {action}
      </dd>
    </div>
  );
}

function SocialValue({ value }: { value: string | null }) {
  if (!value?.trim()) return PROFILE_TEXT.notInformed;
  return isWebAddress(value) ? (
    <a href={value.trim()} target="_blank" rel="noopener noreferrer">
      {value.trim()}
    </a>
  ) : (
    value
  );
}

function PersonalDetails({ dados }: { dados: DadosPessoais }) {
  const birthDate = dados.dataNascimento && isWireDate(dados.dataNascimento) ? dados.dataNascimento : null;
  return (
    <dl className="card profile-details">
      <Row label="Nome completo">{dados.nome}</Row>
      <Row label="Nome de apresentação">{orNotInformed(dados.nomeApresentacao)}</Row>
      <Row label="Data de nascimento">
        {birthDate ? formatDisplayDate(birthDate) : PROFILE_TEXT.notInformed}
      </Row>
      <Row label="Sexo">{SEX_LABEL[dados.sexo ?? ''] ?? PROFILE_TEXT.notInformed}</Row>
      <Row label="CPF">{formatCpf(dados.cpf)}</Row>
      <Row
        label="E-mail"
        action={
          <Link to="/alterarEmailCelular/email" className="link" aria-label="Alterar e-mail">
            Alterar
          </Link>
        }
      >
        {orNotInformed(dados.email)}
      </Row>
      <Row
        label="Celular"
        action={
          <Link to="/alterarEmailCelular/celular" className="link" aria-label="Alterar celular">
            Alterar
          </Link>
        }
      >
        {dados.celular ? formatMobile(dados.celular) : PROFILE_TEXT.notInformed}
      </Row>
      {SOCIAL_LINKS.map(({ field, label }) => (
        <Row key={field} label={label}>
          <SocialValue value={dados[field]} />
        </Row>
      ))}
    </dl>
  );
}

/** /dadosPessoais: the member's personal data, read only; Editar and the contact changes lead on. */
export function PersonalDataPage() {
  const { data: dados, isLoading, error } = useProfilePersonalDataQuery();
  return (
    <div className="page profile-screen">
      <ProfileHeader title="Dados pessoais" back="/perfil" />
      <main>
        {dados ? (
          <>
            <PersonalDetails dados={dados} />
            <Link to="/alterarDadosPessoais" className="button button-primary profile-block-link">
              Editar
            </Link>
          </>
        ) : (
          <QueryStatus isLoading={isLoading} error={error} />
        )}
      </main>
    </div>
  );
}
