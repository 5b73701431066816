import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function ChargesPage() {
  useDocumentTitle('Cobranças');
  return <h1>Cobranças</h1>;
}
