import { useId } from 'react';
import type { PixSettings, PixSettingsBody } from '../../../../../domain/contract/gestao-pix-settings';

export type DraftField = Exclude<keyof PixSettingsBody, 'removeCa'>;

export type AccountType = NonNullable<PixSettings['account']>['type'];

/** Every type the contract accepts, and only those: the compiler checks this list against it. */
export const ACCOUNT_TYPE_LABELS = {
  CORRENTE: 'Conta corrente',
  POUPANCA: 'Conta poupança',
  PAGAMENTO: 'Conta de pagamento',
} as const satisfies Record<AccountType, string>;

/** A stored account number (digits only) as people write it: its check digit after a dash. */
export const formatAccountNumber = (number: string) =>
  number.length > 1 ? `${number.slice(0, -1)}-${number.slice(-1)}` : number;

interface FieldSpec {
  field: DraftField;
  label: string;
  kind: 'url' | 'text' | 'password' | 'pem' | 'digits' | 'select';
  /** A select's choices; its empty first option is "none". */
  options?: Readonly<Record<string, string>>;
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

/** The account Pix Automático's charges credit; all blank is none. */
export const PIX_ACCOUNT_FIELDS: readonly FieldSpec[] = [
  {
    field: 'accountBranch',
    label: 'Agência',
    kind: 'digits',
    hint: 'Até 4 dígitos, sem o dígito verificador.',
  },
  { field: 'accountNumber', label: 'Conta', kind: 'text', hint: 'Com o dígito, por exemplo 12345-6.' },
  { field: 'accountType', label: 'Tipo de conta', kind: 'select', options: ACCOUNT_TYPE_LABELS },
];

const KEEP_HINT = 'Deixe em branco para manter o que está salvo.';

interface PixSettingsFieldProps {
  spec: FieldSpec;
  value: string;
  /** Settings are stored: a secret field says that empty keeps them. */
  configured: boolean;
  onChange: (value: string) => void;
}

type ControlProps = {
  id: string;
  value: string;
  autoComplete: string;
  'aria-describedby': string | undefined;
  onChange: (e: { target: { value: string } }) => void;
};

function FieldControl({ spec, common }: { spec: FieldSpec; common: ControlProps }) {
  switch (spec.kind) {
    case 'pem':
      return <textarea {...common} rows={4} spellCheck={false} placeholder="-----BEGIN ..." />;
    case 'select':
      return (
        <select {...common}>
          <option value="">Não informado</option>
          {Object.entries(spec.options ?? {}).map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </select>
      );
    case 'digits':
      return <input {...common} type="text" inputMode="numeric" />;
    default:
      return <input {...common} type={spec.kind} />;
  }
}

/** One labelled field, with its hint read out with it. */
export function PixSettingsField({ spec, value, configured, onChange }: PixSettingsFieldProps) {
  const id = useId();
  const hint = [spec.hint, spec.secret && configured ? KEEP_HINT : ''].filter(Boolean).join(' ') || undefined;
  const common: ControlProps = {
    id,
    value,
    autoComplete: spec.kind === 'password' ? 'new-password' : 'off',
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{spec.label}</label>
      <FieldControl spec={spec} common={common} />
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
    </div>
  );
}
