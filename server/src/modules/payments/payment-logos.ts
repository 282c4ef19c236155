/**
 * The payment methods' logos (`GET /api/payment/logo/:file`): small SVGs drawn here, no external
 * URLs, in the site's dark and gold.
 */
const frame = (label: string, icon: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48" role="img" aria-label="${label}">` +
  `<rect width="120" height="48" rx="8" fill="#1b1d24"/>${icon}` +
  `<text x="78" y="30" fill="#f5c542" font-family="Arial, sans-serif" font-size="12" font-weight="700" text-anchor="middle">${label}</text></svg>`;

export const PAYMENT_LOGOS: Readonly<Record<string, string>> = {
  'card.svg': frame(
    'CARD',
    '<rect x="10" y="12" width="36" height="24" rx="4" fill="#f5c542"/><rect x="10" y="17" width="36" height="5" fill="#1b1d24"/><rect x="14" y="27" width="12" height="4" rx="1" fill="#1b1d24"/>',
  ),
  'bank-transfer.svg': frame(
    'EFT',
    '<path d="M12 20 L28 11 L44 20 Z" fill="#f5c542"/><rect x="14" y="22" width="4" height="10" fill="#f5c542"/><rect x="26" y="22" width="4" height="10" fill="#f5c542"/><rect x="38" y="22" width="4" height="10" fill="#f5c542"/><rect x="12" y="34" width="32" height="3" fill="#f5c542"/>',
  ),
  'iban.svg': frame(
    'IBAN',
    '<path d="M12 20 L28 11 L44 20 Z" fill="#f5c542"/><rect x="14" y="22" width="28" height="12" rx="2" fill="none" stroke="#f5c542" stroke-width="2"/><path d="M22 28 h12 m-4 -4 l4 4 l-4 4" stroke="#f5c542" stroke-width="2" fill="none"/>',
  ),
  'e-wallet.svg': frame(
    'WALLET',
    '<rect x="10" y="14" width="36" height="22" rx="4" fill="none" stroke="#f5c542" stroke-width="2.5"/><rect x="32" y="21" width="14" height="8" rx="2" fill="#f5c542"/><circle cx="37" cy="25" r="1.6" fill="#1b1d24"/>',
  ),
};
