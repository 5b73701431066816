import { TERMS_PARAGRAPHS } from '../../domain/terms-text';

/**
 * The privacy and use terms: one text, read on Home until the member accepts them and on /termos
 * before anyone registers (the server records the same words with each acceptance).
 */
export function TermsText() {
  return (
    <>
      {TERMS_PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
