import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function AuditPage() {
  useDocumentTitle('Auditoria');
  return <h1>Auditoria</h1>;
}
