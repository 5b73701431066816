import { useDocumentTitle } from '../../../../lib/use-document-title';
import { usePixSettingsQuery } from '../../pix-settings-api';
import { ConnectionCheck } from './connection-check';
import { PixSettingsForm } from './pix-settings-form';
import { PixSettingsSummary } from './pix-settings-summary';
import './pix-settings.css';

/** Recebimentos: the association's own API Pix account at its bank, and a check that it works. */
export default function PixSettingsPage() {
  useDocumentTitle('Recebimentos');
  const { data, isLoading, isError } = usePixSettingsQuery();
  return (
    <>
      <h1>Recebimentos</h1>
      <p className="muted">
        Com as credenciais da API Pix do banco da associação, as cobranças PIX dos membros são criadas e
        confirmadas na conta da própria associação. Os segredos ficam guardados cifrados e nunca voltam a ser
        exibidos.
      </p>
      {isLoading && <p className="muted">Carregando...</p>}
      {isError && <p role="alert">Não foi possível carregar as credenciais.</p>}
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
