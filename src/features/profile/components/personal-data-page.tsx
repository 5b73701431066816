import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCpf } from '../../../../domain/cpf';
import { formatDisplayDate } from '../../../../domain/dates';
import { useProfilePersonalDataQuery, type PersonalData } from '../personal-data-api';
import { formatMobile } from '../contact-format';
import '../profile.css';
import { PROFILE_TEXT, SEX_LABEL } from '../profile-texts';
import { SOCIAL_LINKS } from '../../../../domain/social-links';
import { isWebAddress } from '../social-links';
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

function PersonalDetails({ data }: { data: PersonalData }) {
  return (
    <dl className="card profile-details">
      <Row label="Nome completo">{data.name}</Row>
      <Row label="Nome de apresentação">{orNotInformed(data.presentationName)}</Row>
      <Row label="Data de nascimento">
        {data.birthDate ? formatDisplayDate(data.birthDate) : PROFILE_TEXT.notInformed}
      </Row>
      <Row label="Sexo">{SEX_LABEL[data.sex ?? ''] ?? PROFILE_TEXT.notInformed}</Row>
      <Row label="CPF">{formatCpf(data.cpf)}</Row>
      <Row
        label="E-mail"
        action={
          <Link to="/alterarEmailCelular/email" className="link" aria-label="Alterar e-mail">
            Alterar
          </Link>
        }
      >
        {orNotInformed(data.email)}
      </Row>
      <Row
        label="Celular"
        action={
          <Link to="/alterarEmailCelular/celular" className="link" aria-label="Alterar celular">
            Alterar
          </Link>
        }
      >
        {data.mobile ? formatMobile(data.mobile) : PROFILE_TEXT.notInformed}
      </Row>
      {SOCIAL_LINKS.map(({ field, label }) => (
        <Row key={field} label={label}>
          <SocialValue value={data[field]} />
        </Row>
      ))}
    </dl>
  );
}

/** /dadosPessoais: the member's personal data, read only; Editar and the contact changes lead on. */
export function PersonalDataPage() {
  const { data, isLoading, error } = useProfilePersonalDataQuery();
  return (
    <div className="page profile-screen">
      <ProfileHeader title="Dados pessoais" back="/perfil" />
      <main>
        {data ? (
          <>
            <PersonalDetails data={data} />
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
