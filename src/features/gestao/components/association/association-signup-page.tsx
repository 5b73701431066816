import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { ASSOCIATION_MSG } from '../../../../../domain/association-messages';
import { NO_UF } from '../../../../../domain/brazil-states';
import { CNPJ_MASK } from '../../../../../domain/masks';
import type { AssociationSignUpField } from '../../../../../machines/association-signup.machine';
import { CaptchaField } from '../../../../components/captcha/captcha-field';
import { MaskedField } from '../../../../components/masked-field';
import { PasswordStrength } from '../../../../components/password-strength';
import { RecoveryCodeStep } from '../../../../components/password-recovery/recovery-code-step';
import { TextField } from '../../../../components/text-field';
import { UfSelect } from '../../../../components/uf-select';
import { staffSessionStarted } from '../../../../lib/api';
import { useAuthConfigQuery } from '../../../../lib/client-config-api';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAssociationSignUpOpenQuery } from '../../association-signup-api';
import { persistStaffToken } from '../../staff-session';
import { useAssociationSignUp } from './use-association-signup';

interface FieldSpec {
  field: AssociationSignUpField;
  label: string;
  autoComplete?: string;
  type?: string;
}

const ASSOCIATION_FIELDS: readonly FieldSpec[] = [
  { field: 'legalName', label: 'Razão social', autoComplete: 'organization' },
  { field: 'displayName', label: 'Nome de exibição' },
  { field: 'city', label: 'Cidade', autoComplete: 'address-level2' },
];
const PERSON_FIELDS: readonly FieldSpec[] = [
  { field: 'name', label: 'Seu nome', autoComplete: 'name' },
  { field: 'email', label: 'Seu e-mail', autoComplete: 'email', type: 'email' },
  { field: 'password', label: 'Senha', autoComplete: 'new-password', type: 'password' },
];

/** /gestao/cadastro: a new association and its first gestor, then the e-mailed code, then the Painel. */
export default function AssociationSignUpPage() {
  useDocumentTitle('Cadastrar associação');
  const open = useAssociationSignUpOpenQuery();
  return (
    <main className="gestao-login">
      <div className="gestao-card gestao-signup">
        <h1>Cadastrar associação</h1>
        {open.isError ? (
          <p role="alert">{ASSOCIATION_MSG.signupClosed}</p>
        ) : open.data ? (
          <SignUpFlow />
        ) : (
          <p className="muted">Carregando...</p>
        )}
        <Link to="/gestao/login" className="link">
          Já tenho acesso à gestão
        </Link>
      </div>
    </main>
  );
}

function Field({ spec, value, onChange }: { spec: FieldSpec; value: string; onChange: (v: string) => void }) {
  return (
    <TextField
      label={spec.label}
      type={spec.type}
      autoComplete={spec.autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function SignUpFlow() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const config = useAuthConfigQuery();
  const { state, send, codeStep, busy } = useAssociationSignUp();
  const { fields, error, captcha } = state.context;
  const session = state.status === 'done' ? state.output : undefined;

  useEffect(() => {
    if (!session) return;
    persistStaffToken(session.token);
    dispatch(staffSessionStarted(session.token));
    navigate('/gestao', { replace: true });
  }, [session, dispatch, navigate]);

  const change = (field: AssociationSignUpField) => (value: string) =>
    send({ type: 'field.changed', field, value });
  const inCode = state.matches('code') || state.matches('resending');
  // "Corrigir e-mail": back on the form, the e-mail field takes the focus.
  const formRef = useRef<HTMLFormElement>(null);
  const [correcting, setCorrecting] = useState(false);
  useEffect(() => {
    if (!correcting || inCode) return;
    formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    setCorrecting(false);
  }, [correcting, inCode]);

  return (
    <>
      {!inCode && (
        <form
          ref={formRef}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'form.submitted' });
          }}
        >
          <p>Crie a conta da sua associação no Quita. Você será o(a) gestor(a) dela.</p>
          <MaskedField
            label="CNPJ"
            mask={CNPJ_MASK.mask}
            definitions={CNPJ_MASK.definitions}
            upperCase
            inputMode="text"
            value={fields.cnpj}
            onChange={change('cnpj')}
          />
          {ASSOCIATION_FIELDS.map((spec) => (
            <Field key={spec.field} spec={spec} value={fields[spec.field]} onChange={change(spec.field)} />
          ))}
          <UfSelect label="UF" value={fields.uf || NO_UF} onChange={change('uf')} />
          {PERSON_FIELDS.map((spec) => (
            <Field key={spec.field} spec={spec} value={fields[spec.field]} onChange={change(spec.field)} />
          ))}
          <PasswordStrength password={fields.password} />
          <p className="muted">
            No mínimo 8 caracteres, com letra maiúscula, letra minúscula, número e caractere especial.
          </p>
          <Field
            spec={{
              field: 'passwordRepeat',
              label: 'Repita a senha',
              autoComplete: 'new-password',
              type: 'password',
            }}
            value={fields.passwordRepeat}
            onChange={change('passwordRepeat')}
          />
          <CaptchaField
            siteKey={config.data ? config.data.recaptchaSiteKey : config.isError ? null : undefined}
            sandbox={config.data?.sandbox ?? false}
            token={captcha}
            onChange={(token) => send({ type: 'captcha.changed', token })}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Enviando...' : 'Cadastrar'}
          </button>
        </form>
      )}
      {inCode && (
        <RecoveryCodeStep
          className="form"
          label="Código"
          {...codeStep}
          busy={busy}
          footer={
            <button
              type="button"
              className="link"
              onClick={() => {
                setCorrecting(true);
                send({ type: 'email.correcting' });
              }}
            >
              Corrigir e-mail
            </button>
          }
        />
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
