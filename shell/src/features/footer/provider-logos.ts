/**
 * The 16 game-provider logos of the footer. The server ships the images under
 * `/static/content/providers/<file>`; the names here match its files.
 */
export interface ProviderLogo {
  name: string;
  file: string;
}

export const PROVIDER_LOGO_BASE = 'static/content/providers/';

export const PROVIDER_LOGOS: ProviderLogo[] = [
  { name: 'SoftGamings', file: 'softgamings.svg' },
  { name: 'Hub88', file: 'hub88.svg' },
  { name: 'EGT Digital', file: 'egt-digital.svg' },
  { name: 'Amusnet', file: 'amusnet.svg' },
  { name: 'EveryMatrix', file: 'everymatrix.svg' },
  { name: 'Digitain', file: 'digitain.svg' },
  { name: 'Pragmatic Play', file: 'pragmatic-play.svg' },
  { name: 'Evolution', file: 'evolution.svg' },
  { name: 'NetEnt', file: 'netent.svg' },
  { name: "Play'n GO", file: 'playn-go.svg' },
  { name: 'Spribe', file: 'spribe.svg' },
  { name: 'Ezugi', file: 'ezugi.svg' },
  { name: 'Playtech', file: 'playtech.svg' },
  { name: 'Red Tiger', file: 'red-tiger.svg' },
  { name: 'Yggdrasil', file: 'yggdrasil.svg' },
  { name: 'BGaming', file: 'bgaming.svg' },
];

/** Relative to the page's `<base href="/">`, like the API. */
export const providerLogoUrl = (logo: ProviderLogo) => `${PROVIDER_LOGO_BASE}${logo.file}`;
