/** What the wallet tells a player, in tr and en. */
export const gamesWalletTexts = {
  /** A sports slip settled above its stake. */
  betWonTitle: { tr: 'Kuponunuz kazandı', en: 'Your bet won' },
  /** A sports slip closed with money back that is not a win: a void or a cash-out at or below the stake. */
  betPaidTitle: { tr: 'Kuponunuz sonuçlandı', en: 'Your bet is settled' },
  /** `{amount}` is the payout in the reader's format. */
  betPaidNote: { tr: '{amount} bakiyenize eklendi.', en: '{amount} was added to your balance.' },
} as const;
