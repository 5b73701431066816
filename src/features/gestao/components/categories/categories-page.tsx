import { useDocumentTitle } from '../../../../lib/use-document-title';

// Scaffold: replaced by the screen itself in this same piece of work.
export default function CategoriesPage() {
  useDocumentTitle('Categorias e anuidades');
  return <h1>Categorias e anuidades</h1>;
}
