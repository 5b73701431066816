import type { MemberWhatsapp as MemberWhatsappView } from '../../../../../domain/contract/gestao-members';
import { formatAuditTime } from '../../../../../domain/gestao-audit';
import { formatWhatsapp } from '../../../../../domain/whatsapp-consent';
import { TableRegion } from '../table-region';

const KIND_LABEL: Record<string, string> = {
  lembrete: 'Lembrete de vencimento',
  'confirmacao-sair': 'Confirmação de SAIR',
  pix: 'Pix no WhatsApp',
  'pagamento-confirmado': 'Pagamento confirmado',
  'status-pedido': 'Pedido pago',
};
export const WHATSAPP_STATUS_LABEL: Record<string, string> = {
  queued: 'Na fila',
  sending: 'Enviando',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
};
const ENDED_BY: Record<string, string> = { perfil: 'pelo app', sair: 'respondendo SAIR' };

/** Membros › a member › WhatsApp: the consent record (when, what, how it ended) and each message's status. */
export function MemberWhatsapp({ whatsapp }: { whatsapp: MemberWhatsappView }) {
  const [current] = whatsapp.consents;
  const on = current && !current.revokedAt;
  return (
    <>
      <p>
        {on
          ? `Recebe lembretes pelo WhatsApp em ${formatWhatsapp(current.phone)} (consentimento em ${formatAuditTime(current.grantedAt)}).`
          : 'Não recebe lembretes pelo WhatsApp.'}
      </p>
      {whatsapp.consents.length > 0 && (
        <ul className="member-whatsapp-consents">
          {whatsapp.consents.map((c) => (
            <li key={c.grantedAt}>
              {formatAuditTime(c.grantedAt)}: aceitou em {formatWhatsapp(c.phone)} — “{c.consentText}”
              {c.revokedAt &&
                ` Encerrado em ${formatAuditTime(c.revokedAt)} ${ENDED_BY[c.revokedBy ?? ''] ?? ''}.`}
            </li>
          ))}
        </ul>
      )}
      {whatsapp.messages.length > 0 && (
        <TableRegion label="Mensagens de WhatsApp">
          <table className="gestao-table">
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Mensagem</th>
                <th scope="col">Situação</th>
              </tr>
            </thead>
            <tbody>
              {whatsapp.messages.map((m) => (
                <tr key={m.id}>
                  <td data-label="Data">{formatAuditTime(m.at)}</td>
                  <td data-label="Mensagem">{KIND_LABEL[m.kind] ?? m.kind}</td>
                  <td data-label="Situação">
                    {WHATSAPP_STATUS_LABEL[m.status] ?? m.status}
                    {m.error && ` — ${m.error}`}
                    {m.emailInstead && ' (enviado por e-mail)'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}
