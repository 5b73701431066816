import { useId, useMemo, useState } from 'react';
import { sanitizeProductHtml } from '../../../lib/sanitize-html';

/**
 * The issuer's detailed description (HTML), sanitized before it reaches the page, shortened
 * until the buyer asks for the rest (Ver mais / Ver menos).
 */
export function ProductDetails({ html }: { html: string }) {
  const id = useId();
  // A disclosure of the view, not a step of the purchase: it stays here rather than in the machine.
  const [expanded, setExpanded] = useState(false);
  const safeHtml = useMemo(() => sanitizeProductHtml(html), [html]);
  if (!safeHtml.trim()) return null;
  return (
    <section className="card product-details" aria-label="Detalhes do produto">
      <div
        id={id}
        className={`product-details-body${expanded ? ' expanded' : ''}`}
        dangerouslySetInnerHTML={{ __html: safeHtml }}
        // A link reached with Tab in the hidden part opens the rest, so that the focus stays in sight.
        onFocus={() => setExpanded(true)}
      />
      <button
        type="button"
        className="link"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'Ver menos' : 'Ver mais'}
      </button>
    </section>
  );
}
