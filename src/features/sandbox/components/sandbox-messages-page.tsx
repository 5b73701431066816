import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { useAuthConfigQuery } from '../../../lib/client-config-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSandboxMessagesQuery } from '../api';
import { MessageList } from './message-list';
import '../sandbox.css';

/** /sandbox/mensagens: the e-mails and SMS the sandbox "sent", to read codes while testing. */
export function SandboxMessagesPage() {
  useDocumentTitle('Mensagens enviadas (sandbox)');
  const config = useAuthConfigQuery();
  const [typed, setTyped] = useState('');
  const [recipient, setRecipient] = useState('');
  const sandbox = config.data?.sandbox === true;
  const outbox = useSandboxMessagesQuery(sandbox && recipient ? recipient : skipToken);
  // The outbox is not served when real e-mail goes out, even in a sandbox.
  const unavailable =
    (config.data && !sandbox) ||
    config.isError ||
    (outbox.error && 'ok' in outbox.error && outbox.error.status === 404);

  return (
    <main className="page">
      <h1>Mensagens enviadas (sandbox)</h1>
      {config.isLoading ? (
        <p className="muted">Carregando...</p>
      ) : unavailable ? (
        <p className="card">Indisponível</p>
      ) : (
        <>
          <form
            className="card form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (typed.trim() === recipient) void outbox.refetch();
              else setRecipient(typed.trim());
            }}
          >
            <TextField
              label="Destinatário"
              name="para"
              placeholder="E-mail ou celular"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className="button button-primary">
              Ver mensagens
            </button>
          </form>
          {outbox.isFetching && <p className="muted">Carregando...</p>}
          {outbox.isError && !outbox.isFetching && (
            <p role="alert">Não foi possível carregar as mensagens.</p>
          )}
          {outbox.data && recipient && <MessageList mensagens={outbox.data.mensagens} />}
        </>
      )}
    </main>
  );
}
