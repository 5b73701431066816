import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function PaymentsPage() {
  useDocumentTitle('Pagamentos');
  return <h1>Pagamentos</h1>;
}
