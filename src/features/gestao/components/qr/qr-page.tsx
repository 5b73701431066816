import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function QrPage() {
  useDocumentTitle('QR de associação');
  return <h1>QR de associação</h1>;
}
