import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function TeamPage() {
  useDocumentTitle('Equipe');
  return <h1>Equipe</h1>;
}
