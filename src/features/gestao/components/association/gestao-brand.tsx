import { brandStyle, type BrandStyle } from '../../../../lib/brand-style';
import { useAssociationBrandQuery } from '../../association-api';
import './association.css';

/**
 * The association's colour as the back office's --primary (top bar, primary buttons), held to
 * WCAG AA: the server refuses any other colour, this holds older rows too.
 */
export function useBrandStyle(): BrandStyle {
  return brandStyle(useAssociationBrandQuery().data?.primaryColor, 'gestao-branded');
}

/** The top bar's name of the association, with its logo when it has one. */
export function GestaoBrand({ fallback }: { fallback: string }) {
  const brand = useAssociationBrandQuery().data;
  return (
    <span className="gestao-brand">
      {brand?.logoUrl && (
        // The name is right beside it: the logo adds nothing to read.
        <img className="gestao-brand-logo" src={brand.logoUrl} alt="" height={40} />
      )}
      <strong>{brand?.displayName ?? fallback}</strong>
    </span>
  );
}
