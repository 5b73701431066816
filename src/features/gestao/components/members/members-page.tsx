import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function MembersPage() {
  useDocumentTitle('Membros');
  return <h1>Membros</h1>;
}
