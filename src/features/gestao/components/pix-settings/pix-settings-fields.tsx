import { useId } from 'react';
import type { PixSettingsBody } from '../../../../../domain/contract/gestao-pix-settings';

export type DraftField = Exclude<keyof PixSettingsBody, 'removeCa'>;

interface FieldSpec {
  field: DraftField;
  label: string;
  kind: 'url' | 'text' | 'password' | 'pem';
  /** Write-only: starts empty, and empty keeps what is stored. */
  secret?: boolean;
  hint?: string;
}

/** The form's fields in order; the optional CA last, where its removal box follows it. */
export const PIX_SETTINGS_FIELDS: readonly FieldSpec[] = [
  {
    field: 'apiUrl',
    label: 'URL base da API Pix',
    kind: 'url',
    hint: 'Fornecida pelo banco, por exemplo https://api.banco.com.br/pix/v2',
  },
  {
    field: 'oauthUrl',
    label: 'URL do token OAuth (opcional)',
    kind: 'url',
    hint: 'Em branco: a URL base seguida de /oauth/token.',
  },
  { field: 'clientId', label: 'Client ID', kind: 'text', secret: true },
  { field: 'clientSecret', label: 'Client secret', kind: 'password', secret: true },
  { field: 'certificate', label: 'Certificado do cliente (PEM)', kind: 'pem', secret: true },
  { field: 'privateKey', label: 'Chave privada do certificado (PEM)', kind: 'pem', secret: true },
  {
    field: 'chave',
    label: 'Chave PIX',
    kind: 'text',
    hint: 'A chave que recebe as cobranças, cadastrada na conta da associação.',
  },
  {
    field: 'caCertificate',
    label: 'CA do banco (PEM, opcional)',
    kind: 'pem',
    secret: true,
    hint: 'Só se o certificado do servidor do banco não for de uma autoridade pública.',
  },
];

const KEEP_HINT = 'Deixe em branco para manter o que está salvo.';

interface PixSettingsFieldProps {
  spec: FieldSpec;
  value: string;
  /** Settings are stored: a secret field says that empty keeps them. */
  configured: boolean;
  onChange: (value: string) => void;
}

/** One labelled field, with its hint read out with it. */
export function PixSettingsField({ spec, value, configured, onChange }: PixSettingsFieldProps) {
  const id = useId();
  const hint = [spec.hint, spec.secret && configured ? KEEP_HINT : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    autoComplete: spec.kind === 'password' ? 'new-password' : 'off',
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{spec.label}</label>
      {spec.kind === 'pem' ? (
        <textarea {...common} rows={4} spellCheck={false} placeholder="-----BEGIN ..." />
      ) : (
        <input {...common} type={spec.kind} />
      )}
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
    </div>
  );
}
