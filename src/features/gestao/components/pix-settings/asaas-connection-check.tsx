import { useState } from 'react';
import type { AsaasConnectionCheck as CheckResult } from '../../../../../domain/contract/gestao-receiving';
import { RECEIVING_MESSAGES as MSG } from '../../../../../domain/gestao-receiving-messages';
import type { Failure } from '../../../../../domain/outcome';
import { settle } from '../../../../lib/api-result';
import { useCheckAsaasConnectionMutation } from '../../receiving-api';

/** "Testar conexão": a read-only call to Asaas with the stored key; its refusal shown as Asaas said it. */
export function AsaasConnectionCheck() {
  const [check, { isLoading }] = useCheckAsaasConnectionMutation();
  const [result, setResult] = useState<CheckResult | Failure | null>(null);
  const failedText = result && ('ok' in result ? result.message : !result.passed ? result.message : null);
  return (
    <section className="gestao-card pix-settings-check" aria-labelledby="asaas-check">
      <h2 id="asaas-check">Testar conexão</h2>
      <p className="muted">Consulta o saldo da conta no Asaas com a chave salva, sem movimentar nada.</p>
      <button
        type="button"
        className="button"
        disabled={isLoading}
        onClick={() => void settle(check()).then(setResult)}
      >
        Testar conexão
      </button>
      {isLoading && (
        <p role="status" className="muted">
          Testando...
        </p>
      )}
      {!isLoading && failedText && (
        <p role="alert" className="pix-settings-failed">
          {failedText}
        </p>
      )}
      {!isLoading && result && !failedText && (
        <p role="status" className="pix-settings-passed">
          {MSG.checkPassed}
        </p>
      )}
    </section>
  );
}
