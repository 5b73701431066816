import { useState, type FormEvent } from 'react';
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
import { SettingsFormFooter, type SettingsNotice } from './settings-parts';

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

type Notice = SettingsNotice;

/** The issuer's API Pix account: save (an empty secret field keeps the stored one) or remove. */
export function PixSettingsForm({ settings }: { settings: PixSettings | null }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [save, saving] = useSavePixSettingsMutation();
  const [remove, removing] = useRemovePixSettingsMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await settleOutcome(save(draft));
    if (!outcome.ok) return setNotice({ error: true, text: outcome.message });
    const { settings, webhook } = outcome.value;
    setDraft(draftOf(settings));
    setNotice(
      webhook.registered
        ? { error: false, text: `Credenciais salvas. Webhook cadastrado no banco: ${webhook.webhookUrl}` }
        : { error: true, text: webhook.message },
    );
  }

  async function removeAll() {
    const outcome = await settleOutcome(remove());
    if (!outcome.ok) return setNotice({ error: true, text: outcome.message });
    setDraft(draftOf(null));
    setConfirmingRemoval(false);
    setNotice({ error: false, text: 'Credenciais removidas.' });
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
      onSubmit={(e) => void submit(e)}
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
        notice={notice}
        saving={saving.isLoading}
        removal={
          settings
            ? {
                what: 'credenciais',
                confirming: confirmingRemoval,
                busy: removing.isLoading,
                onAsk: setConfirmingRemoval,
                onConfirm: () => void removeAll(),
              }
            : undefined
        }
      />
    </form>
  );
}
