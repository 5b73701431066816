import { useState, type FormEvent } from 'react';
import type { WhatsappConnectionCheck, WhatsappView } from '../../../../../domain/contract/gestao-whatsapp';
import { formatAuditTime } from '../../../../../domain/gestao-audit';
import { WHATSAPP_SETTINGS_MESSAGES as MSG } from '../../../../../domain/gestao-whatsapp-messages';
import { mapValue, type Failure } from '../../../../../domain/outcome';
import { settle, settleOutcome } from '../../../../lib/api-result';
import {
  useCheckWhatsappMutation,
  useRemoveWhatsappMutation,
  useSaveWhatsappMutation,
  useWhatsappQuery,
} from '../../whatsapp-api';
import { SettingsField, SettingsFormFooter, SettingsRows, SimpleCheckCard } from './settings-parts';
import { useSettingsForm } from './use-settings-form';
import { LoadProblem } from '../../../../components/load-problem';

const KEEP_HINT = ' Deixe em branco para manter o valor salvo.';

/** "Testar conexão": the number read at Meta with the stored token, nothing sent. */
function WhatsappCheck() {
  const [check, { isLoading }] = useCheckWhatsappMutation();
  const [result, setResult] = useState<WhatsappConnectionCheck | Failure | null>(null);
  const failedText = result && ('ok' in result ? result.message : !result.passed ? result.message : null);
  return (
    <SimpleCheckCard
      id="whatsapp-check"
      title="Testar conexão do WhatsApp"
      intro="Consulta o número na Meta com o token salvo, sem enviar mensagem."
      loading={isLoading}
      failedText={failedText}
      passedText={
        result && 'passed' in result && result.passed
          ? `${MSG.checkPassed} ${result.verifiedName} (${result.displayPhoneNumber})`
          : null
      }
      onCheck={() => void settle(check()).then(setResult)}
    />
  );
}

/** The form's values: the stored ones (never a secret), or the suggested template names. */
const draftOf = (s: WhatsappView['settings']) => ({
  phoneNumberId: s?.phoneNumberId ?? '',
  accessToken: '',
  appSecret: '',
  verifyToken: '',
  reminderTemplate: s?.reminderTemplate ?? 'lembrete_vencimento',
  paidTemplate: s?.paidTemplate ?? 'pagamento_confirmado',
});

/** Not remounted on a save: the machine keeps what was typed (secrets cleared) and what the save said. */
function WhatsappForm({ view }: { view: WhatsappView }) {
  const [save] = useSaveWhatsappMutation();
  const [remove] = useRemoveWhatsappMutation();
  const s = view.settings;
  const initial = () => draftOf(s);
  const form = useSettingsForm(
    initial,
    {
      save: async (values: ReturnType<typeof initial>) =>
        mapValue(await settleOutcome(save(values)), () => ({
          draft: { ...values, accessToken: '', appSecret: '', verifyToken: '' },
          notice: { error: false, text: 'Configurações do WhatsApp salvas.' },
        })),
      remove: async () =>
        mapValue(await settleOutcome(remove()), () => ({
          draft: draftOf(null),
          notice: { error: false, text: 'Configurações do WhatsApp removidas.' },
        })),
    },
    false,
  );
  const { draft, setDraft } = form;
  const keep = s ? KEEP_HINT : '';
  const set = (key: keyof typeof draft) => (value: string) => setDraft({ ...draft, [key]: value });
  function submit(event: FormEvent) {
    event.preventDefault();
    form.save();
  }
  return (
    <form
      className="gestao-card pix-settings-form"
      aria-label="Configurações do WhatsApp"
      onSubmit={submit}
      noValidate
    >
      <h2>Configurações do WhatsApp</h2>
      <SettingsField
        label="Identificador do número"
        hint="O Phone number ID em WhatsApp › Configuração da API, no app da Meta."
        value={draft.phoneNumberId}
        onChange={set('phoneNumberId')}
      />
      <SettingsField
        label="Token de acesso"
        hint={`Um token permanente de usuário do sistema com whatsapp_business_messaging.${keep}`}
        secret
        saved={s !== null}
        value={draft.accessToken}
        onChange={set('accessToken')}
      />
      <SettingsField
        label="Chave secreta do app"
        hint={`Configurações do app › Básico › Chave secreta do app: assina os webhooks.${keep}`}
        secret
        saved={s !== null}
        value={draft.appSecret}
        onChange={set('appSecret')}
      />
      <SettingsField
        label="Token de verificação do webhook"
        hint={`De 16 a 200 caracteres, o mesmo cadastrado no webhook do app na Meta.${keep}`}
        secret
        saved={s !== null}
        value={draft.verifyToken}
        onChange={set('verifyToken')}
      />
      <SettingsField
        label="Modelo do lembrete de vencimento"
        hint="Nome do modelo aprovado (pt_BR) com 4 variáveis: nome, o que vence, valor, vencimento; e um botão de URL."
        value={draft.reminderTemplate}
        onChange={set('reminderTemplate')}
      />
      <SettingsField
        label="Modelo do pagamento confirmado"
        hint="Nome do modelo aprovado (pt_BR) com 4 variáveis: nome, o que foi pago, valor, data."
        value={draft.paidTemplate}
        onChange={set('paidTemplate')}
      />
      <SettingsFormFooter
        notice={form.notice}
        saving={form.saving}
        removal={s ? form.removal('WhatsApp') : undefined}
      />
    </form>
  );
}

/** Recebimentos › WhatsApp: the association's own number at Meta, or the sandbox's WhatsApp. */
export function WhatsappSettings() {
  const { data: view, isLoading, isError, error, refetch } = useWhatsappQuery();
  if (isLoading) return <p className="muted">Carregando...</p>;
  if (isError || !view) return <LoadProblem what="o WhatsApp" error={error} onRetry={() => void refetch()} />;
  const s = view.settings;
  const rows: [string, string][] = s
    ? [
        ['Situação', 'configurado'],
        ['Identificador do número', s.phoneNumberId],
        ['Token de acesso', 'configurado'],
        ['Chave secreta do app', 'configurada'],
        ['Atualizado em', formatAuditTime(s.updatedAt)],
      ]
    : [
        [
          'Situação',
          view.sandbox ? 'não configurado (mensagens vão para o WhatsApp do sandbox)' : 'não configurado',
        ],
      ];
  rows.push(['URL do webhook na Meta', view.webhookUrl]);
  return (
    <>
      <section className="gestao-card" aria-labelledby="whatsapp-status">
        <h2 id="whatsapp-status">WhatsApp</h2>
        <p className="muted">
          Lembretes de vencimento e confirmações de pagamento pelo WhatsApp da associação, para os membros que
          aceitarem recebê-los.
        </p>
        <SettingsRows rows={rows} />
      </section>
      {/* A new check for what was just saved. */}
      {s && <WhatsappCheck key={s.updatedAt} />}
      <WhatsappForm view={view} />
    </>
  );
}
