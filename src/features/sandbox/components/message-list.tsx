import dayjs from 'dayjs';
import type { SandboxMessage } from '../../../../domain/contract/sandbox';

const newestFirst = (a: SandboxMessage, b: SandboxMessage) =>
  b.criadaEm.localeCompare(a.criadaEm) || b.id - a.id;

export function MessageList({ mensagens }: { mensagens: SandboxMessage[] }) {
  if (mensagens.length === 0) return <p className="muted">Nenhuma mensagem para este destinatário.</p>;
  return (
    <ol className="sandbox-messages" aria-label="Mensagens">
      {[...mensagens].sort(newestFirst).map((m) => (
        <li key={m.id} className="card sandbox-message">
          <h2>{m.assunto}</h2>
          <p className="muted sandbox-message-meta">
            {m.canal === 'sms' ? 'SMS' : m.canal === 'whatsapp' ? 'WhatsApp' : 'E-mail'} para {m.para} ·{' '}
            <time dateTime={m.criadaEm}>{dayjs(m.criadaEm).format('DD/MM/YYYY HH:mm:ss')}</time>
          </p>
          <p className="sandbox-message-body">{m.corpo}</p>
          {m.anexo && (
            <a className="link" href={m.anexo.url} download={m.anexo.nome}>
              Anexo: {m.anexo.nome}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
