import { type FormEvent } from 'react';
import { mapValue } from '../../../../../domain/outcome';
import type { PixSettings } from '../../../../../domain/contract/gestao-pix-settings';
import { settleOutcome } from '../../../../lib/api-result';
import { useRemovePixSettingsMutation, useSavePixSettingsMutation } from '../../pix-settings-api';
import {
  PIX_ACCOUNT_FIELDS,
  PIX_SETTINGS_FIELDS,
  PixSettingsField,
  formatAccountNumber,
  type DraftField,
} from './pix-settings-fields';
import { SettingsFormFooter } from './settings-parts';
import { useSettingsForm } from './use-settings-form';

type Draft = Record<DraftField, string> & { removeCa: boolean };

/** Secrets are write-only: their fields start empty, and a save that went through empties them again. */
const draftOf = (settings: PixSettings | null): Draft => ({
  ...(Object.fromEntries(PIX_SETTINGS_FIELDS.map((f) => [f.field, ''])) as Record<DraftField, string>),
  apiUrl: settings?.apiUrl ?? '',
  oauthUrl: settings?.oauthUrl ?? '',
  chave: settings?.chave ?? '',
  // Not a secret: the saved account fills its fields, and a save sends it back unless changed.
  accountBranch: settings?.account?.branch ?? '',
  accountNumber: settings?.account ? formatAccountNumber(settings.account.number) : '',
  accountType: settings?.account?.type ?? '',
  removeCa: false,
});

/** The association's API Pix account: save (an empty secret field keeps the stored one) or remove. */
export function PixSettingsForm({ settings }: { settings: PixSettings | null }) {
  const [save] = useSavePixSettingsMutation();
  const [remove] = useRemovePixSettingsMutation();
  const form = useSettingsForm(
    () => draftOf(settings),
    {
      save: async (values: Draft) =>
        mapValue(await settleOutcome(save(values)), ({ settings, webhook }) => ({
          draft: draftOf(settings),
          notice: webhook.registered
            ? { error: false, text: `Credenciais salvas. Webhook cadastrado no banco: ${webhook.webhookUrl}` }
            : { error: true, text: webhook.message },
        })),
      remove: async () =>
        mapValue(await settleOutcome(remove()), () => ({
          draft: draftOf(null),
          notice: { error: false, text: 'Credenciais removidas.' },
        })),
    },
    true,
  );
  const { draft, setDraft } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    form.save();
  }

  const fieldsOf = (specs: typeof PIX_SETTINGS_FIELDS) =>
    specs.map((spec) => (
      <PixSettingsField
        key={spec.field}
        spec={spec}
        value={draft[spec.field]}
        configured={settings !== null}
        onChange={(value) => setDraft({ ...draft, [spec.field]: value })}
      />
    ));

  return (
    <form
      className="gestao-card pix-settings-form"
      aria-label="Credenciais da API Pix"
      onSubmit={submit}
      noValidate
    >
      <h2>Credenciais da API Pix</h2>
      {fieldsOf(PIX_SETTINGS_FIELDS)}
      {settings?.ca && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.removeCa}
            onChange={(e) => setDraft({ ...draft, removeCa: e.target.checked })}
          />{' '}
          Remover a CA salva (usar as autoridades públicas)
        </label>
      )}
      <fieldset className="pix-settings-account">
        <legend>Conta de recebimento do Pix Automático</legend>
        <p className="muted">
          A conta da associação que recebe os débitos do Pix Automático. Opcional: deixe tudo em branco se a
          associação não usa o Pix Automático.
        </p>
        {fieldsOf(PIX_ACCOUNT_FIELDS)}
      </fieldset>
      <SettingsFormFooter
        notice={form.notice}
        saving={form.saving}
        removal={settings ? form.removal('credenciais') : undefined}
      />
    </form>
  );
}
