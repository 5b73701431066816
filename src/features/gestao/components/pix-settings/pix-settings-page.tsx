import { useState } from 'react';
import type { ReceivingGateway, ReceivingView } from '../../../../../domain/contract/gestao-receiving';
import { LoadProblem } from '../../../../components/load-problem';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { usePixSettingsQuery } from '../../pix-settings-api';
import { useReceivingQuery } from '../../receiving-api';
import { AsaasSettingsForm } from './asaas-settings-form';
import { ConnectionCheck } from './connection-check';
import { PixSettingsForm } from './pix-settings-form';
import { PixSettingsSummary } from './pix-settings-summary';
import { inUseOf, ReceivingChoice } from './receiving-choice';
import { WhatsappSettings } from './whatsapp-settings';
import './pix-settings.css';

/** The association's own API Pix account at its bank, and a check that it works. */
function PixApiPanel() {
  const { data, isLoading, isError, error, refetch } = usePixSettingsQuery();
  return (
    <>
      {isLoading && <p className="muted">Carregando...</p>}
      {isError && <LoadProblem what="as credenciais" error={error} onRetry={() => void refetch()} />}
      {data !== undefined && (
        <>
          <PixSettingsSummary settings={data} />
          {data && <ConnectionCheck key={data.updatedAt} />}
          <PixSettingsForm settings={data} />
        </>
      )}
    </>
  );
}

const firstShown = (view: ReceivingView): ReceivingGateway =>
  inUseOf(view) ?? (view.sandboxAvailable ? 'sandbox' : 'pix-api');

/** The choice and the chosen option's panel: opened on what is in use, kept while its settings change. */
function ReceivingPanels({ view }: { view: ReceivingView }) {
  const [shown, setShown] = useState(() => firstShown(view));
  return (
    <>
      <ReceivingChoice view={view} selected={shown} onSelect={setShown} />
      {shown === 'pix-api' && <PixApiPanel />}
      {shown === 'asaas' && <AsaasSettingsForm view={view} />}
      {shown === 'sandbox' && (
        <section className="gestao-card" aria-labelledby="sandbox-status">
          <h2 id="sandbox-status">Sandbox</h2>
          <p>
            Os pagamentos são simulados pelo sandbox do Quita: servem para testar a associação antes de
            receber de verdade.
          </p>
        </section>
      )}
    </>
  );
}

/** Recebimentos: how the association receives (sandbox, its bank's API Pix or Asaas) and each one's settings. */
export default function PixSettingsPage() {
  useDocumentTitle('Recebimentos');
  const { data: view, isLoading, isError, error, refetch } = useReceivingQuery();
  return (
    <>
      <h1>Recebimentos</h1>
      <p className="muted">
        Escolha como a associação recebe os pagamentos dos membros. As chaves e os segredos ficam guardados
        cifrados e nunca voltam a ser exibidos.
      </p>
      {isLoading && <p className="muted">Carregando...</p>}
      {isError && <LoadProblem what="a forma de recebimento" error={error} onRetry={() => void refetch()} />}
      {view && <ReceivingPanels view={view} />}
      <WhatsappSettings />
    </>
  );
}
