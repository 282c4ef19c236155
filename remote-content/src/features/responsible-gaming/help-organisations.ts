/** Where a player can find help; names are proper nouns, the same in every language. */
export interface HelpOrganisation {
  name: string;
  url: string;
  /** `content` text key of the one-line description. */
  description: string;
}

export const HELP_ORGANISATIONS: readonly HelpOrganisation[] = [
  { name: 'Yeşilay Danışmanlık Merkezi', url: 'https://www.yesilay.org.tr/', description: 'responsibleGaming.help.yesilay' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk/', description: 'responsibleGaming.help.gamcare' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/', description: 'responsibleGaming.help.gamblersAnonymous' },
];
