import type { DadosMedico } from '../../../../domain/contract/registration';
import { TextField } from '../../../components/text-field';
import { UfSelect } from '../../../components/uf-select';

interface CrmStepProps {
  associationMode: boolean;
  crm: string;
  uf: string;
  physician: DadosMedico | null;
  /** Why the CRM did not validate (unknown or inactive). */
  message: string | null;
  looking: boolean;
  onCrmChange: (value: string) => void;
  onUfChange: (value: string) => void;
  onContinue: () => void;
}

/**
 * The class council number. Joining an association (association mode) checks it against the
 * physicians' registry; a plain registration only keeps it.
 */
export function CrmStep(props: CrmStepProps) {
  const { associationMode, crm, uf, physician, message, looking } = props;
  return (
    <form
      className="card form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onContinue();
      }}
    >
      <h2>Registro profissional</h2>
      <p>
        {associationMode
          ? 'Informe seu CRM e a UF para consultarmos seu registro.'
          : 'Se você é médico, informe seu CRM e a UF. Caso contrário, apenas continue.'}
      </p>
      <div className="field-row">
        <TextField
          label="CRM"
          name="crm"
          inputMode="numeric"
          autoComplete="off"
          value={crm}
          onChange={(e) => props.onCrmChange(e.target.value)}
        />
        <UfSelect label="UF do CRM" name="crmUf" value={uf} onChange={props.onUfChange} />
      </div>
      <div aria-live="polite" className="registration-crm-status">
        {looking && <p className="muted">Consultando o CRM...</p>}
        {physician && (
          <p className="registration-crm-found">
            <strong>{physician.nome}</strong>
            {physician.especialidade && <span> · {physician.especialidade}</span>}
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
