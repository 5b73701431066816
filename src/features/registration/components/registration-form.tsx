import { NO_UF } from '../../../../domain/brazil-states';
import { CATEGORY } from '../../../../domain/constants';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { chosenCategory, type RegistrationField } from '../../../../domain/registration-draft';
import type { registrationFormMachine } from '../../../../machines/registration-form.machine';
import { useErrorAlert } from '../use-error-alert';
import { AddressFields } from './address-fields';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { CategoryField } from './category-field';
import { DocumentsField } from './documents-field';
import { PasswordFields } from './password-fields';
import { PersonalFields } from './personal-fields';
import { ResidencyProofField } from './residency-proof-field';
import { SocialFields } from './social-fields';
import { UploadsInFlight } from './upload-progress';
import type { UploadBoard } from '../upload-board';

interface RegistrationFormProps {
  actor: ActorRefFrom<typeof registrationFormMachine>;
  /** The server's captcha setup; undefined while it is asked for. */
  config: { recaptchaSiteKey: string | null; sandbox: boolean } | undefined;
  uploads: UploadBoard;
}

/** The full §3 form, then Salvar. */
export function RegistrationForm({ actor, config, uploads }: RegistrationFormProps) {
  const state = useSelector(actor, (snapshot) => snapshot);
  useErrorAlert(state.context.error, actor);
  const { context } = state;
  const busy = state.hasTag('busy');
  const readingFiles = state.hasTag('readingFiles');
  const section = {
    fields: context.fields,
    onField: (field: RegistrationField, value: string) => actor.send({ type: 'field.changed', field, value }),
  };
  return (
    <form
      className="card form registration-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submitted' });
      }}
    >
      <h2>Seus dados</h2>
      {context.crm && (
        <p className="muted">
          {context.council} {context.crm}
          {context.crmUf !== NO_UF && `/${context.crmUf}`}
          {context.physician && ` · ${context.physician.name}`}
        </p>
      )}
      <PersonalFields {...section} />
      <AddressFields {...section} lookingUpCep={state.hasTag('lookingUpCep')} />
      <SocialFields {...section} />
      {context.associationId !== null && <CategoryField {...section} associationId={context.associationId} />}
      {chosenCategory(context.fields) === CATEGORY.RESIDENTE_FELLOW && (
        <ResidencyProofField
          {...section}
          proof={context.residencyProof}
          reading={readingFiles}
          onSelect={(file) => actor.send({ type: 'residencyProof.selected', file })}
          onRemove={() => actor.send({ type: 'residencyProof.removed' })}
        />
      )}
      {!context.associationMode && <UploadsInFlight board={uploads} />}
      <PasswordFields {...section} />
      {context.associationMode && (
        <DocumentsField
          attachments={context.attachments}
          required={!context.hasOphthalmologyRqe}
          reading={readingFiles}
          uploads={uploads}
          onSelect={(files) => actor.send({ type: 'files.selected', files })}
          onRemove={(index) => actor.send({ type: 'file.removed', index })}
        />
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          name="aceiteTermos"
          checked={context.termsAccepted}
          onChange={(e) => actor.send({ type: 'terms.changed', accepted: e.target.checked })}
        />
        <span>
          Li e aceito os{' '}
          <a href="/termos" target="_blank" rel="noopener">
            termos de uso<span className="registration-visually-hidden"> (abre em nova aba)</span>
          </a>
        </span>
      </label>
      <CaptchaField
        siteKey={config ? config.recaptchaSiteKey : undefined}
        sandbox={config?.sandbox ?? false}
        token={context.fields.captcha}
        onChange={(token) => actor.send({ type: 'captcha.changed', token })}
      />
      <button type="submit" className="button button-primary" disabled={busy || readingFiles}>
        {busy ? 'Salvando...' : 'Salvar'}
      </button>
    </form>
  );
}
