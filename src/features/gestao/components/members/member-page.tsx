import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function MemberPage() {
  useDocumentTitle('Membro');
  return <h1>Membro</h1>;
}
