import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function StorePage() {
  useDocumentTitle('Loja e produtos');
  return <h1>Loja e produtos</h1>;
}
