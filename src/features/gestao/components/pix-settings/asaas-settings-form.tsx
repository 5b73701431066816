import { useState, type FormEvent } from 'react';
import { mapValue } from '../../../../../domain/outcome';
import type { ReceivingView } from '../../../../../domain/contract/gestao-receiving';
import { formatAuditTime } from '../../../../../domain/gestao-audit';
import { settleOutcome } from '../../../../lib/api-result';
import { useRemoveAsaasSettingsMutation, useSaveAsaasSettingsMutation } from '../../receiving-api';
import { AsaasConnectionCheck } from './asaas-connection-check';
import { SettingsField, SettingsFormFooter, SettingsRows } from './settings-parts';
import { useSettingsForm } from './use-settings-form';

const EMPTY = { apiKey: '', webhookToken: '' };
const KEEP_HINT = 'Deixe em branco para manter o valor salvo.';

/** The association's Asaas account: the key and the token go in, only "configurado" comes back. */
export function AsaasSettingsForm({ view }: { view: ReceivingView }) {
  const [save] = useSaveAsaasSettingsMutation();
  const [remove] = useRemoveAsaasSettingsMutation();
  const form = useSettingsForm(
    () => EMPTY,
    {
      save: async (values: typeof EMPTY) =>
        mapValue(await settleOutcome(save(values)), () => ({
          draft: EMPTY,
          notice: {
            error: false,
            text: 'Chave e token do Asaas salvos. A associação passa a receber pelo Asaas.',
          },
        })),
      remove: async () =>
        mapValue(await settleOutcome(remove()), () => ({
          notice: { error: false, text: 'Configuração do Asaas removida.' },
        })),
    },
    false,
  );
  const { draft, setDraft } = form;
  const configured = view.asaas;

  // "Testar conexão" starts over with each save sent: a check asked after it stays, whenever the
  // saved settings are read back.
  const [saves, setSaves] = useState(0);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSaves((n) => n + 1);
    form.save();
  }

  const rows: [string, string][] = configured
    ? [
        ['Situação', 'configurado'],
        ['Chave de API', 'configurada'],
        ['Token do webhook', 'configurado'],
        ['Atualizado em', formatAuditTime(configured.updatedAt)],
      ]
    : [['Situação', 'não configurado']];
  rows.push(['URL do webhook no Asaas', view.asaasWebhookUrl]);

  return (
    <>
      <section className="gestao-card" aria-labelledby="asaas-status">
        <h2 id="asaas-status">Asaas</h2>
        <SettingsRows rows={rows} />
        <p className="muted">
          No Asaas, em Integrações › Webhooks, cadastre a URL acima com o mesmo token do webhook informado
          aqui.
        </p>
      </section>
      {configured && <AsaasConnectionCheck key={saves} />}
      <form
        className="gestao-card pix-settings-form"
        aria-label="Credenciais do Asaas"
        onSubmit={submit}
        noValidate
      >
        <h2>Credenciais do Asaas</h2>
        <SettingsField
          secret
          label="Chave de API"
          hint={`A chave da conta da associação no Asaas (Integrações › Chaves de API).${configured ? ` ${KEEP_HINT}` : ''}`}
          value={draft.apiKey}
          onChange={(apiKey) => setDraft({ ...draft, apiKey })}
        />
        <SettingsField
          secret
          label="Token do webhook"
          hint={`De 32 a 255 caracteres, o mesmo cadastrado no webhook do Asaas.${configured ? ` ${KEEP_HINT}` : ''}`}
          value={draft.webhookToken}
          onChange={(webhookToken) => setDraft({ ...draft, webhookToken })}
        />
        <SettingsFormFooter
          notice={form.notice}
          saving={form.saving}
          removal={configured ? form.removal('Asaas') : undefined}
        />
      </form>
    </>
  );
}
