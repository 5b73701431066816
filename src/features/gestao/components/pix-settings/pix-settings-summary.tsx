import type { CertificateSummary, PixSettings } from '../../../../../domain/contract/gestao-pix-settings';
import { formatDisplayDate } from '../../../../../domain/dates';
import { formatAuditTime } from '../../../../../domain/gestao-audit';
import { SettingsRows } from './settings-parts';
import { ACCOUNT_TYPE_LABELS, formatAccountNumber } from './pix-settings-fields';

function accountText(account: PixSettings['account']): string {
  if (!account) return 'não informada';
  const branch = account.branch ? `Agência ${account.branch}, conta` : 'Conta';
  return `${branch} ${formatAccountNumber(account.number)} (${ACCOUNT_TYPE_LABELS[account.type].toLowerCase()})`;
}

function certificateText(certificate: CertificateSummary): string {
  const validTo = new Date(certificate.validTo);
  const expired = validTo.getTime() < Date.now();
  return `${certificate.subject} — ${expired ? 'vencido em' : 'válido até'} ${formatDisplayDate(validTo)}`;
}

/** What is stored, as far as it may be shown: never a secret, the client id by its last 4 characters. */
export function PixSettingsSummary({ settings }: { settings: PixSettings | null }) {
  if (!settings) {
    return (
      <section className="gestao-card" aria-labelledby="pix-settings-status">
        <h2 id="pix-settings-status">Situação</h2>
        <p>
          <strong>Não configurado.</strong> Os pagamentos por PIX seguem a configuração padrão do Quita.
        </p>
      </section>
    );
  }
  const rows: [string, string][] = [
    ['Situação', 'configurado'],
    ['URL da API Pix', settings.apiUrl],
    ['URL do token OAuth', settings.oauthUrl ?? `${settings.apiUrl}/oauth/token (padrão)`],
    ['Client ID', `configurado (final ${settings.clientIdLast4})`],
    ['Client secret', 'configurado'],
    ['Certificado do cliente', certificateText(settings.certificate)],
    ['Chave privada', 'configurada'],
    ['CA do banco', settings.ca ? certificateText(settings.ca) : 'não informada (CAs públicas)'],
    ['Chave PIX', settings.chave],
    ['Conta do Pix Automático', accountText(settings.account)],
    ['Atualizado em', formatAuditTime(settings.updatedAt)],
  ];
  return (
    <section className="gestao-card" aria-labelledby="pix-settings-status">
      <h2 id="pix-settings-status">Situação</h2>
      <SettingsRows rows={rows} />
    </section>
  );
}
