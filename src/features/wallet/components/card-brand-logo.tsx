/** Small inline logos of the card brands the spec names; any other brand gets the generic one. */
export function CardBrandLogo({ brand }: { brand: string }) {
  const common = { width: 40, height: 26, viewBox: '0 0 40 26', role: 'img' as const };
  switch (brand.toLowerCase()) {
    case 'mastercard':
      return (
        <svg {...common} aria-label="MasterCard">
          <rect width="40" height="26" rx="4" fill="#1a1f36" />
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" />
          <path d="M20 7.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4z" fill="#ff5f00" />
        </svg>
      );
    case 'visa':
      return (
        <svg {...common} aria-label="Visa">
          <rect width="40" height="26" rx="4" fill="#fff" stroke="#d5dbe3" />
          <text
            x="20"
            y="17.5"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="11"
            fontStyle="italic"
            fontWeight="700"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      );
    case 'amex':
      return (
        <svg {...common} aria-label="Amex">
          <rect width="40" height="26" rx="4" fill="#2e77bc" />
          <text
            x="20"
            y="16.5"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="9"
            fontWeight="700"
            fill="#fff"
          >
            AMEX
          </text>
        </svg>
      );
    default:
      return (
        <svg {...common} aria-label={`Cartão ${brand}`}>
          <rect width="40" height="26" rx="4" fill="#5b6675" />
          <rect y="6" width="40" height="5" fill="#1c2430" />
          <rect x="5" y="16" width="14" height="3" rx="1" fill="#d5dbe3" />
        </svg>
      );
  }
}
