import { useState } from 'react';
import type { AsaasConnectionCheck as CheckResult } from '../../../../../domain/contract/gestao-receiving';
import { RECEIVING_MESSAGES as MSG } from '../../../../../domain/gestao-receiving-messages';
import type { Failure } from '../../../../../domain/outcome';
import { settle } from '../../../../lib/api-result';
import { useCheckAsaasConnectionMutation } from '../../receiving-api';
import { SimpleCheckCard } from './settings-parts';

/** "Testar conexão": a read-only call to Asaas with the stored key; its refusal shown as Asaas said it. */
export function AsaasConnectionCheck() {
  const [check, { isLoading }] = useCheckAsaasConnectionMutation();
  const [result, setResult] = useState<CheckResult | Failure | null>(null);
  const failedText = result && ('ok' in result ? result.message : !result.passed ? result.message : null);
  return (
    <SimpleCheckCard
      id="asaas-check"
      title="Testar conexão"
      intro="Consulta o saldo da conta no Asaas com a chave salva, sem movimentar nada."
      loading={isLoading}
      failedText={failedText}
      passedText={result ? MSG.checkPassed : null}
      onCheck={() => void settle(check()).then(setResult)}
    />
  );
}
