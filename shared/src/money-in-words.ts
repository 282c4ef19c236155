import { i18n } from './i18n/i18n';

const TR = {
  ones: ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'],
  tens: ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'],
};
const EN = {
  ones: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
  tens: ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'],
};

const words = (...parts: string[]) => parts.filter(Boolean).join(' ');

function turkishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return words(hundreds > 1 ? TR.ones[hundreds]! : '', hundreds ? 'yüz' : '', TR.tens[Math.floor((n % 100) / 10)]!, TR.ones[n % 10]!);
}

function turkish(n: number): string {
  if (n === 0) return 'sıfır';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  return words(
    millions ? `${turkishBelowThousand(millions)} milyon` : '',
    // "bin", never "bir bin".
    thousands === 1 ? 'bin' : thousands ? `${turkishBelowThousand(thousands)} bin` : '',
    turkishBelowThousand(n % 1000),
  );
}

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 20 ? EN.ones[rest]! : [EN.tens[Math.floor(rest / 10)]!, EN.ones[rest % 10]!].filter(Boolean).join('-');
  return words(hundreds ? `${EN.ones[hundreds]!} hundred` : '', tens);
}

function english(n: number): string {
  if (n === 0) return 'zero';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  return words(millions ? `${englishBelowThousand(millions)} million` : '', thousands ? `${englishBelowThousand(thousands)} thousand` : '', englishBelowThousand(n % 1000));
}

/**
 * A lira amount spelled out, so a player reads back what they typed before it binds them (a limit of
 * `beş bin lira`, not fifty thousand by a stray zero): `5000.5` → `beş bin lira elli kuruş` (tr),
 * `five thousand lira and fifty kuruş` (en). Turkish writes each number word apart (`iki yüz elli`,
 * `bin`, `bir milyon`). '' for what it cannot spell (negative, a billion or more).
 */
export function moneyInWords(amount: number, language: string = i18n.language): string {
  if (!Number.isFinite(amount) || amount < 0 || amount >= 1_000_000_000) return '';
  const kurus = Math.round(amount * 100);
  const lira = Math.floor(kurus / 100);
  const cents = kurus % 100;
  if (language?.startsWith('en')) return cents ? `${english(lira)} lira and ${english(cents)} kuruş` : `${english(lira)} lira`;
  return cents ? `${turkish(lira)} lira ${turkish(cents)} kuruş` : `${turkish(lira)} lira`;
}
