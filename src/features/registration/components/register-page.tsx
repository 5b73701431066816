import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MSG, TITLE } from '../../../../domain/messages';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { useAuthConfigQuery } from '../../../lib/client-config-api';
import { selectToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegistrationMachine } from '../use-registration-machine';
import { AlreadyRegisteredStep } from './already-registered-step';
import { ChannelStep } from './channel-step';
import { CodeStep } from './code-step';
import { IssuerHeading } from './issuer-heading';
import { CpfStep } from './cpf-step';
import { CrmStep } from './crm-step';
import { RegistrationForm } from './registration-form';
import '../registration.css';
import { REGISTRATION_TEXT } from '../registration-texts';

const idFrom = (param: string | undefined) => (param && /^\d{1,10}$/.test(param) ? Number(param) : null);

/** The product a sign-up from its link returns to: the member's review of it (SPEC §2 idProjeto). */
const productPath = (idProjeto: number) => `/produtoReview?id=${idProjeto}`;

/**
 * /register[/:idEmitenteML[/:idProjeto]] and /associese[/:idEmitenteML]. A logged-in user goes
 * home (or to the product of the link); with no issuer in the address (and no token) there is
 * nothing to join: to login. The product is kept through the sign-up and the login after it.
 */
export function RegisterPage() {
  const token = useSelector(selectToken);
  const params = useParams();
  const idEmitenteML = idFrom(params.idEmitenteML);
  const idProjeto = idFrom(params.idProjeto);
  const returnTo = idProjeto === null ? null : productPath(idProjeto);
  const associationMode = useLocation().pathname.startsWith('/associese');
  useDocumentTitle(associationMode ? 'Associe-se' : 'Cadastre-se');
  if (token) return <Navigate to={returnTo ?? '/'} replace />;
  if (idEmitenteML === null) return <Navigate to="/login" replace />;
  return (
    <RegistrationFlow
      key={`${associationMode}-${idEmitenteML}`}
      idEmitenteML={idEmitenteML}
      associationMode={associationMode}
      returnTo={returnTo}
    />
  );
}

function RegistrationFlow({
  idEmitenteML,
  associationMode,
  returnTo,
}: {
  idEmitenteML: number;
  associationMode: boolean;
  /** Where to go once logged in: the product whose link started the sign-up. */
  returnTo: string | null;
}) {
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const configQuery = useAuthConfigQuery();
  // Without the server's setup the captcha cannot be drawn; the form says it is unavailable.
  const config =
    configQuery.data ?? (configQuery.isError ? { recaptchaSiteKey: null, sandbox: false } : undefined);
  const [state, send, , uploads] = useRegistrationMachine({ idEmitenteML, associationMode });
  const { context } = state;
  const { error } = context;

  useEffect(() => {
    if (!error) return;
    void showAlert({ kind: 'error', title: error.title, message: error.message }).then(() =>
      send({ type: 'error.dismissed' }),
    );
  }, [error, send, showAlert]);

  const alreadyRegistered = state.matches('alreadyRegistered');
  const credentials = state.status === 'done' ? state.output?.credentials : null;
  useEffect(() => {
    if (alreadyRegistered) {
      void showAlert({ kind: 'success', title: TITLE.success, message: MSG.alreadyRegistered });
    } else if (credentials) {
      // The login page submits these at once: a new account then confirms its contact there.
      void showAlert({ kind: 'success', title: TITLE.success, message: MSG.accountRegistered }).then(() =>
        navigate('/login', { replace: true, state: { credentials, returnTo } }),
      );
    }
  }, [alreadyRegistered, credentials, navigate, showAlert, returnTo]);

  const busy = state.hasTag('busy');
  return (
    <main className="auth-page registration-page">
      <header className="auth-brand">
        <span className="brand-mark" aria-hidden="true">
          Q
        </span>
        <span className="brand-name">Quita</span>
      </header>
      <IssuerHeading idEmitenteML={idEmitenteML} />
      <h1 className="registration-title">{associationMode ? 'Associe-se' : 'Cadastre-se'}</h1>
      {returnTo && <p className="muted">{REGISTRATION_TEXT.returnsToProduct}</p>}
      {state.matches('cpf') && (
        <CpfStep
          cpf={context.fields.cpf}
          busy={busy}
          onChange={(value) => send({ type: 'cpf.changed', value })}
          onSubmit={() => send({ type: 'cpf.submitted' })}
        />
      )}
      {alreadyRegistered && <AlreadyRegisteredStep returnTo={returnTo} />}
      {(state.matches('choosingChannel') || state.matches('sendingCode')) && (
        <ChannelStep
          options={context.sendOptions}
          busy={busy}
          onChoose={(channel) => send({ type: 'channel.chosen', channel })}
        />
      )}
      {(state.matches('enteringCode') ||
        state.matches('verifyingCode') ||
        state.matches('resendingCode')) && (
        <CodeStep
          sentTo={context.sentTo}
          code={context.code}
          secondsLeft={context.secondsLeft}
          canResend={state.can({ type: 'code.resend' })}
          busy={busy}
          onChange={(value) => send({ type: 'code.changed', value })}
          onSubmit={() => send({ type: 'code.submitted' })}
          onResend={() => send({ type: 'code.resend' })}
        />
      )}
      {state.matches('crm') && (
        <CrmStep
          associationMode={associationMode}
          crm={context.crm}
          uf={context.crmUf}
          physician={context.physician}
          message={context.crmMessage}
          looking={state.hasTag('lookingUpCrm')}
          onCrmChange={(value) => send({ type: 'crm.changed', value })}
          onUfChange={(value) => send({ type: 'crmUf.changed', value })}
          onContinue={() => send({ type: 'crm.confirmed' })}
        />
      )}
      {state.matches('form') && (
        <RegistrationForm
          context={context}
          send={send}
          config={config}
          busy={busy}
          lookingUpCep={state.hasTag('lookingUpCep')}
          readingFiles={state.hasTag('readingFiles')}
          uploads={uploads}
        />
      )}
      {state.matches('registered') && <p className="muted">Conta registrada.</p>}
    </main>
  );
}
