import { useId, useState } from 'react';

/**
 * The association's detailed description (HTML, sanitized by the server when it was stored: no script,
 * handler, style, frame or form), shortened until the buyer asks for the rest (Ver mais / Ver menos).
 */
export function ProductDetails({ html }: { html: string }) {
  const id = useId();
  // A disclosure of the view, not a step of the purchase: it stays here rather than in the machine.
  const [expanded, setExpanded] = useState(false);
  if (!html.trim()) return null;
  return (
    <section className="card product-details" aria-label="Detalhes do produto">
      <div
        id={id}
        className={`product-details-body${expanded ? ' expanded' : ''}`}
        dangerouslySetInnerHTML={{ __html: html }}
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
