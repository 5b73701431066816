import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { cpfLookupMachine } from '../../../../machines/cpf-lookup.machine';
import { CPF_MASK } from '../../../../domain/masks';
import { MaskedField } from '../../../components/masked-field';
import { useErrorAlert } from '../use-error-alert';

/** First step: the CPF, looked up by Buscar or as soon as it is complete. "Entrar" comes back to `returnTo`. */
export function CpfStep({
  actor,
  returnTo = null,
}: {
  actor: ActorRefFrom<typeof cpfLookupMachine>;
  returnTo?: string | null;
}) {
  const state = useSelector(actor, (snapshot) => snapshot);
  useErrorAlert(state.context.error, actor);
  const busy = state.hasTag('busy');
  // The login page then offers "Cadastre-se" back to this association's sign-up.
  const { idEmitenteML } = useParams();
  const loginPath = idEmitenteML ? `/login?emitente=${encodeURIComponent(idEmitenteML)}` : '/login';
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'cpf.submitted' });
      }}
    >
      <p>Informe seu CPF para começar.</p>
      <MaskedField
        label="CPF"
        name="cpf"
        mask={CPF_MASK}
        inputMode="numeric"
        autoComplete="off"
        value={state.context.cpf}
        onChange={(value) => actor.send({ type: 'cpf.changed', value })}
        disabled={busy}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Buscando...' : 'Buscar'}
      </button>
      <p className="muted">
        Já tem uma conta?{' '}
        <Link to={loginPath} state={returnTo ? { returnTo } : null} className="link">
          Entrar
        </Link>
      </p>
    </form>
  );
}
