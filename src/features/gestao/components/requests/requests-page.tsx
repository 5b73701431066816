import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function RequestsPage() {
  useDocumentTitle('Solicitações');
  return <h1>Solicitações</h1>;
}
