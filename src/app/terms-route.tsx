import { BackHeader } from '../components/back-header';
import { TermsText } from '../components/terms-text';
import { useDocumentTitle } from '../lib/use-document-title';

export const TERMS_PATH = '/termos';
const TITLE = 'Termos de uso e privacidade';

/** /termos: the terms the registration form's "Li e aceito os termos de uso" links to; no login needed. */
export function TermsRoute() {
  useDocumentTitle(TITLE);
  return (
    <div className="page">
      <BackHeader title={TITLE} fallback="/login" />
      <main className="card">
        <TermsText />
      </main>
    </div>
  );
}
