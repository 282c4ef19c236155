import type { SiteContent } from '@arcadia/shared';

/** Site content shaped like the server's answer, with what this remote reads: the content pages of two categories. */
export const siteContentFixture = (patch: Partial<SiteContent> = {}): SiteContent => ({
  sliderList: [],
  categoryList: [
    { id: 1, content: [{ id: 5, title: 'Bonus Kuralları' }] },
    {
      id: 2,
      content: [
        { id: 3, title: 'Hakkımızda' },
        { id: 4, title: 'Gizlilik Politikası' },
        { id: 6, title: 'Sorumlu Oyun' },
        // listed in two categories: the list shows it once
        { id: 5, title: 'Bonus Kuralları' },
      ],
    },
  ],
  casinoCategoryList: [],
  language: { languages: [{ code: 'tr', name: 'Türkçe' }, { code: 'en', name: 'English' }], locale: 'tr' },
  translationList: { tr: [], en: [] },
  siteOption: [],
  popup: null,
  domainStatus: { current: 'arcadia.example', next: null },
  egtJackpotCards: [],
  jackpotCards: [],
  ...patch,
});
