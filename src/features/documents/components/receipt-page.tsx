import { useParams } from 'react-router-dom';
import { BackHeader } from '../../../components/back-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DOCUMENTS_TEXT } from '../document-texts';
import { refusalOf, useReceiptPdfQuery } from '../api';
import '../documents.css';
import { PdfResult, Refusal } from './pdf-result';

/** /documentos/recibo/{gatewayId}: "Baixar PDF" of a payment in Gerenciar pagamentos. */
export function ReceiptPage() {
  const { gatewayId = '' } = useParams();
  useDocumentTitle(DOCUMENTS_TEXT.receiptTitle);
  const { data, error, isFetching } = useReceiptPdfQuery(gatewayId);
  return (
    <div className="page">
      <BackHeader title={DOCUMENTS_TEXT.receiptTitle} fallback="/gerenciarPagamentos" />
      <main className="card">
        <p className="muted">Transação {gatewayId}</p>
        {isFetching && <p className="muted">Gerando o recibo...</p>}
        {data && !isFetching && <PdfResult file={data} done="Recibo pronto" />}
        {error && !isFetching && <Refusal refusal={refusalOf(error)} />}
      </main>
    </div>
  );
}
