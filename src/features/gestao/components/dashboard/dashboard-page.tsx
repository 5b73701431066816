import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function DashboardPage() {
  useDocumentTitle('Painel');
  return <h1>Painel</h1>;
}
