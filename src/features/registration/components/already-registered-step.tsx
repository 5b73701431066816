import { Link } from 'react-router-dom';
import { COMMON_MSG } from '../../../../domain/messages';

/** The CPF already has an account: log in (and back to the product of the link, if any), or recover the password. */
export function AlreadyRegisteredStep({ returnTo = null }: { returnTo?: string | null }) {
  return (
    <section className="card form" aria-labelledby="already-registered-title">
      <h2 id="already-registered-title">Cadastro encontrado</h2>
      <p>{COMMON_MSG.alreadyRegistered}</p>
      <Link
        to="/login"
        state={returnTo ? { returnTo } : null}
        className="button button-primary registration-link-button"
      >
        Entrar
      </Link>
      <Link to="/forgetPassword" className="link">
        Esqueci minha senha
      </Link>
    </section>
  );
}
