import { useAssociationBrandStyle } from '../../../lib/association-brand-api';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { readJoinLink } from '../../../../domain/association-link';
import { COMMON_MSG, TITLE } from '../../../../domain/messages';
import { useAlerts } from '../../../components/alerts/alerts-context';
import { useAuthConfigQuery } from '../../../lib/client-config-api';
import { selectToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAssociationSignUpQuery } from '../api';
import { useRegistrationMachine } from '../use-registration-machine';
import { AlreadyRegisteredStep } from './already-registered-step';
import { AssociationHeading } from './association-heading';
import { CpfStep } from './cpf-step';
import { CrmStep } from './crm-step';
import { RegistrationForm } from './registration-form';
import { VerificationStep } from './verification-step';
import '../registration.css';
import { REGISTRATION_TEXT } from '../registration-texts';
import { useAppSelector } from '../../../lib/store-hooks';

const idFrom = (param: string | undefined) => (param && /^\d{1,10}$/.test(param) ? Number(param) : null);

/** The product a sign-up from its link returns to: the member's review of it (SPEC §2 idProjeto). */
const productPath = (idProjeto: number) => `/produtoReview?id=${idProjeto}`;

/** A member already logged in who opens a join link asks to join, as the app's scanner would. */
const joinByLinkPath = (link: string) => `/qrcodeAssociar?codigo=${encodeURIComponent(link)}`;

/**
 * /register[/:idEmitenteML[/:idProjeto]] and /associese[/:idEmitenteML]. A logged-in user goes
 * home, to the product of the link, or (a signed join link) to the request to join; with no
 * association in the address (and no token) there is nothing to join: to login. The product or
 * the join link is kept through the sign-up and the login after it.
 */
export function RegisterPage() {
  const token = useAppSelector(selectToken);
  const params = useParams();
  const location = useLocation();
  const associationId = idFrom(params.idEmitenteML);
  const idProjeto = idFrom(params.idProjeto);
  const associationMode = location.pathname.startsWith('/associese');
  const joinLink = associationMode ? `${window.location.origin}${location.pathname}${location.search}` : null;
  const signed = joinLink ? readJoinLink(joinLink) : null;
  const signedJoinLink = signed ? joinLink : null;
  const returnTo =
    idProjeto !== null
      ? productPath(idProjeto)
      : signedJoinLink
        ? `${location.pathname}${location.search}`
        : null;
  useDocumentTitle(associationMode ? 'Associe-se' : 'Cadastre-se');
  if (token)
    return <Navigate to={signedJoinLink ? joinByLinkPath(signedJoinLink) : (returnTo ?? '/')} replace />;
  if (associationId === null) return <Navigate to="/login" replace />;
  return (
    <RegistrationFlow
      key={`${associationMode}-${associationId}`}
      associationId={associationId}
      associationMode={associationMode}
      categoryId={signed?.emitente === associationId ? signed.categoria : null}
      returnTo={returnTo}
    />
  );
}

function RegistrationFlow({
  associationId,
  associationMode,
  categoryId,
  returnTo,
}: {
  associationId: number;
  associationMode: boolean;
  /** The category the join link names, chosen from the start. */
  categoryId: number | null;
  /** Where to go once logged in: the product whose link started the sign-up. */
  returnTo: string | null;
}) {
  const brand = useAssociationBrandStyle(associationId);
  const navigate = useNavigate();
  const showAlert = useAlerts();
  const configQuery = useAuthConfigQuery();
  // Without the server's setup the captcha cannot be drawn; the form says it is unavailable.
  const config =
    configQuery.data ??
    (configQuery.isError ? { recaptchaSiteKey: null, sandbox: false, crmRegistry: true } : undefined);
  const { data: association, isError: associationUnknown } = useAssociationSignUpQuery(associationId);
  // An association the server could not answer for keeps the CRM every association had before councils.
  const associationCouncil = association ? (association.council ?? 'CRM') : associationUnknown ? 'CRM' : null;
  // Known once the setup is too: whether the CRM is looked up in a registry is the server's to say.
  const council = config ? associationCouncil : null;
  const crmRegistry = config?.crmRegistry ?? true;
  const [state, send, , uploads] = useRegistrationMachine({
    associationId,
    associationMode,
    categoryId,
    council,
    crmRegistry,
  });
  useEffect(() => {
    if (council) send({ type: 'council.known', council, crmRegistry });
  }, [council, crmRegistry, send]);
  const steps = state.children;

  const alreadyRegistered = state.matches('alreadyRegistered');
  const credentials = state.status === 'done' ? state.output?.credentials : null;
  useEffect(() => {
    if (alreadyRegistered) {
      void showAlert({ kind: 'success', title: TITLE.success, message: COMMON_MSG.alreadyRegistered });
    } else if (credentials) {
      // The login page submits these at once: a new account then confirms its contact there.
      void showAlert({ kind: 'success', title: TITLE.success, message: COMMON_MSG.accountRegistered }).then(
        () => navigate('/login', { replace: true, state: { credentials, returnTo } }),
      );
    }
  }, [alreadyRegistered, credentials, navigate, showAlert, returnTo]);

  return (
    <main className={`auth-page registration-page ${brand.className}`} style={brand.style}>
      <header className="auth-brand">
        <span className="brand-mark" aria-hidden="true">
          Q
        </span>
        <span className="brand-name">Quita</span>
      </header>
      <AssociationHeading associationId={associationId} />
      <h1 className="registration-title">{associationMode ? 'Associe-se' : 'Cadastre-se'}</h1>
      {returnTo && <p className="muted">{REGISTRATION_TEXT.returnsToProduct}</p>}
      {steps.cpf && <CpfStep actor={steps.cpf} returnTo={returnTo} />}
      {alreadyRegistered && <AlreadyRegisteredStep returnTo={returnTo} />}
      {steps.code && <VerificationStep actor={steps.code} />}
      {steps.crm && <CrmStep actor={steps.crm} />}
      {steps.form && <RegistrationForm actor={steps.form} config={config} uploads={uploads} />}
      {state.matches('registered') && <p className="muted">Conta registrada.</p>}
    </main>
  );
}
