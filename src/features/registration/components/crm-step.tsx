import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { crmLookupMachine } from '../../../../machines/crm-lookup.machine';
import { TextField } from '../../../components/text-field';
import { UfSelect } from '../../../components/uf-select';
import { councilStepLead } from '../registration-texts';
import { useErrorAlert } from '../use-error-alert';

/**
 * The class council number. Joining an association (association mode) checks it against the
 * physicians' registry; a plain registration only keeps it.
 */
export function CrmStep({ actor }: { actor: ActorRefFrom<typeof crmLookupMachine> }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  useErrorAlert(state.context.error, actor);
  const {
    associationMode,
    council,
    registryLookup,
    crm,
    crmUf,
    physician,
    crmMessage: message,
  } = state.context;
  const looking = state.hasTag('lookingUpCrm');
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'crm.confirmed' });
      }}
    >
      <h2>Registro profissional</h2>
      <p>{councilStepLead(council, associationMode, registryLookup)}</p>
      <div className="field-row">
        <TextField
          label={council}
          name="crm"
          inputMode={council === 'CRM' ? 'numeric' : 'text'}
          autoComplete="off"
          value={crm}
          onChange={(e) => actor.send({ type: 'crm.changed', value: e.target.value })}
        />
        <UfSelect
          label={`UF do ${council}`}
          name="crmUf"
          value={crmUf}
          onChange={(value) => actor.send({ type: 'crmUf.changed', value })}
        />
      </div>
      <div aria-live="polite" className="registration-crm-status">
        {looking && <p className="muted">Consultando o CRM...</p>}
        {physician && (
          <p className="registration-crm-found">
            <strong>{physician.name}</strong>
            {physician.specialty && <span> · {physician.specialty}</span>}
          </p>
        )}
      </div>
      {message && (
        <p role="alert" className="registration-crm-problem">
          {message}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={looking}>
        Continuar
      </button>
    </form>
  );
}
