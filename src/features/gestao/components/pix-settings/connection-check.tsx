import type { PixConnectionCheck } from '../../../../../domain/contract/gestao-pix-settings';
import { errorMessage } from '../../../../lib/api';
import { useCheckPixConnectionMutation } from '../../pix-settings-api';

const STEP_LABEL: Record<Extract<PixConnectionCheck, { passed: false }>['failedStep'], string> = {
  settings: 'Credenciais salvas',
  token: 'Token OAuth (TLS mútuo)',
  webhook: 'Webhook da chave PIX',
};

function CheckResult({ result }: { result: PixConnectionCheck }) {
  if (!result.passed) {
    return (
      <div role="alert" className="pix-settings-failed">
        <p>
          <strong>Falhou: {STEP_LABEL[result.failedStep]}.</strong>
        </p>
        <p>{result.message}</p>
      </div>
    );
  }
  return (
    <div role="status" className="pix-settings-passed">
      <p>
        <strong>Conexão ok:</strong> token obtido com o certificado do cliente e webhook consultado.
      </p>
      <p>Webhook cadastrado no banco: {result.webhookUrl}</p>
      {result.webhookUrl !== result.expectedWebhookUrl && (
        <p>Atenção: o Quita recebe as notificações desta associação em {result.expectedWebhookUrl}.</p>
      )}
    </div>
  );
}

/** "Testar conexão": a token over mTLS with the stored credentials, then the webhook of the PIX key. */
export function ConnectionCheck() {
  const [check, { data, error, isLoading }] = useCheckPixConnectionMutation();
  return (
    <section className="gestao-card pix-settings-check" aria-labelledby="pix-settings-check">
      <h2 id="pix-settings-check">Testar conexão</h2>
      <p className="muted">
        Pede um token ao banco com as credenciais salvas e consulta o webhook cadastrado para a chave PIX.
      </p>
      <button type="button" className="button" disabled={isLoading} onClick={() => void check()}>
        Testar conexão
      </button>
      {isLoading && (
        <p role="status" className="muted">
          Testando...
        </p>
      )}
      {!isLoading && data && <CheckResult result={data} />}
      {!isLoading && error && (
        <p role="alert" className="pix-settings-failed">
          {errorMessage(error)}
        </p>
      )}
    </section>
  );
}
