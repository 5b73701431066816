import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone: the scrolling region is named and takes the focus,
 * so that a keyboard can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="gestao-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
