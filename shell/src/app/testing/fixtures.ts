import { authDataFixture as sharedAuthDataFixture } from '@arcadia/shared/testing';
import type { AuthData, SiteContent, Notification } from '@arcadia/shared';
import { NotificationType } from '@arcadia/shared';

/** Test-only data shaped like the server's answers. */
/** The shell's signed-in player. */
export const authDataFixture = (patch: Partial<AuthData> = {}): AuthData =>
  sharedAuthDataFixture({ balance: 1234.5, username: 'player01', usercode: 'U1', phone: '905551112233', ...patch });

const levels = (a: number, b: number, c: number, d: number) => [
  { level: 'Spades', value: a },
  { level: 'Hearts', value: b },
  { level: 'Diamonds', value: c },
  { level: 'Clubs', value: d },
];

export const siteContentFixture = (patch: Partial<SiteContent> = {}): SiteContent => ({
  sliderList: [
    { slug: 'home', url: '/promotions', images: [{ url: '/s/welcome-sm.svg' }, { url: '/s/welcome-md.svg' }, { url: '/s/welcome-lg.svg' }] },
    { slug: 'home', url: 'https://t.me/arcadia', images: [{ url: '/s/telegram-sm.svg' }, { url: '/s/telegram-md.svg' }, { url: '/s/telegram-lg.svg' }] },
    { slug: 'home', url: null, images: [{ url: '/s/aviator-sm.svg' }, { url: '/s/aviator-md.svg' }, { url: '/s/aviator-lg.svg' }] },
    { slug: 'casino', url: '/casino/live', images: [{ url: '/s/live-sm.svg' }, { url: '/s/live-md.svg' }, { url: '/s/live-lg.svg' }] },
  ],
  categoryList: [
    { id: 1, content: [{ id: 5, title: 'Bonus Kuralları' }] },
    {
      id: 2,
      content: [
        { id: 3, title: 'Hakkımızda' },
        { id: 4, title: 'Gizlilik Politikası' },
        { id: 6, title: 'Sorumlu Oyun' },
      ],
    },
  ],
  casinoCategoryList: [
    { id: 1, name: 'Popüler', slugList: ['popular'], imageUrl: '/c/popular.svg' },
    { id: 4, name: 'Canlı Casino', slugList: ['live', 'live-casino'], imageUrl: '/c/live.svg' },
  ],
  language: { languages: [{ code: 'tr', name: 'Türkçe' }, { code: 'en', name: 'English' }], locale: 'tr' },
  translationList: { tr: [], en: [] },
  siteOption: [
    { key: 'discord', value: 'https://discord.gg/arcadia', status: true },
    { key: 'telegram', value: 'https://t.me/arcadia_official', status: true },
    { key: 'youtube', value: '', status: true },
    { key: 'instagram', value: 'https://instagram.com/arcadia', status: false },
    { key: 'whatsapp', value: '+90 850 555 22 25', status: true },
  ],
  popup: { images: [{ url: '/p/sm.svg' }, { url: '/p/md.svg' }, { url: '/p/lg.svg' }], url: '/promotions' },
  domainStatus: { current: 'arcadia.example', next: 'arcadia2.example' },
  egtJackpotCards: [{ instanceName: 'Egypt Quest', levelStats: levels(4, 3, 2, 1), currentLevelI: 4 }],
  jackpotCards: [
    { instanceName: 'High Cash', levelStats: levels(1284310.42, 96517.08, 12840.66, 2215.3), currentLevelI: 1284310.42 },
    { instanceName: 'Clover Chance', levelStats: levels(735902.81, 54018.73, 7420.19, 986.45), currentLevelI: 735902.81 },
    { instanceName: 'Bell Link', levelStats: levels(1, 2, 3, 4).slice(0, 3), currentLevelI: 1 },
  ],
  ...patch,
});

export const notificationFixture = (patch: Partial<Notification> = {}): Notification => ({
  id: 1,
  title: 'Bonus tanımlandı',
  note: 'Hesabınıza 100 ₺ deneme bonusu tanımlandı.',
  type: NotificationType.Bonus,
  timeStamp: '2024-01-05T11:30:00.000Z',
  isRead: false,
  ...patch,
});
