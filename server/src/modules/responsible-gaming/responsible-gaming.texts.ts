import type { Localized } from '../../plugins/app/messages.js';

/** What the responsible-gaming module tells players, in tr and en. `{{amount}}` is a formatted lira amount. */
export const responsibleGamingTexts = {
  limitSet: { tr: 'Limitiniz hemen geçerli oldu.', en: 'Your limit applies now.' },
  limitPending: {
    tr: 'Limit artırma ve kaldırma 24 saat sonra geçerli olur.',
    en: 'A higher limit or a removal applies after 24 hours.',
  },
  limitUnchanged: { tr: 'Limitiniz zaten bu tutarda.', en: 'Your limit is already this amount.' },
  noSuchLimit: { tr: 'Kaldırılacak bir limitiniz yok.', en: 'You have no such limit to remove.' },
  badAmount: {
    tr: 'Tutar 0,01 ile 10.000.000 ₺ arasında, en fazla iki ondalık basamaklı olmalıdır.',
    en: 'The amount must be between ₺0.01 and ₺10,000,000, with at most two decimals.',
  },
  belowMinimumDeposit: {
    tr: 'Bu limit en küçük para yatırma tutarının ({{minimum}}) altında: bu limitle hiç para yatıramazsınız ve limiti yükseltmek 24 saat sürer. Yine de belirlemek için onaylayın.',
    en: 'This limit is below the smallest deposit ({{minimum}}): with it you cannot deposit at all, and raising it takes 24 hours. Confirm to set it anyway.',
  },
  noLimitChosen: { tr: 'Para yatırma limiti olmadan devam etmeyi seçtiniz.', en: 'You chose to have no deposit limit.' },
  noLimitNeedsConfirmation: { tr: 'Limitsiz devam etmek için onay gerekir.', en: 'Choosing no limit needs your confirmation.' },
  realityCheckSet: { tr: 'Hatırlatma aralığınız kaydedildi.', en: 'Your reminder interval has been saved.' },
  depositOverLimit: {
    tr: 'Bu yatırım {{period}} para yatırma limitinizi ({{limit}}) aşar. Kalan: {{left}}.',
    en: 'This deposit would exceed your {{period}} deposit limit of {{limit}}. Left: {{left}}.',
  },
  excluded: {
    tr: 'Hesabınız {{until}} oyuna kapalı: para yatırma, oyun, bahis ve bonuslar kapalıdır. Bakiyenizi görebilir ve para çekebilirsiniz.',
    en: 'Your account is closed to play {{until}}: deposits, games, bets and bonuses are closed. You can still see your balance and withdraw.',
  },
  indefinitely: { tr: 'süresiz olarak', en: 'indefinitely' },
  exclusionRunsLonger: {
    tr: 'Hesabınız zaten {{until}} oyuna kapalı; daha kısa bir süre seçilemez.',
    en: 'Your account is already closed to play {{until}}; a shorter period cannot be chosen.',
  },
  wrongPassword: { tr: 'Şifre hatalı.', en: 'The password is not correct.' },
  timeoutStarted: { tr: 'Mola başladı. Hesabınız {{until}} oyuna kapalı.', en: 'Your time-out has started. Your account is closed to play {{until}}.' },
  selfExclusionStarted: { tr: 'Kendinizi oyundan uzaklaştırdınız. Hesabınız {{until}} oyuna kapalı.', en: 'You have excluded yourself. Your account is closed to play {{until}}.' },
  realityCheckAcknowledged: { tr: 'Oyuna devam edebilirsiniz.', en: 'You can go on playing.' },
  decideDepositLimit: {
    tr: 'İlk para yatırma işleminizden önce bir para yatırma limiti belirleyin ya da limitsiz devam etmeyi onaylayın.',
    en: 'Before your first deposit, set a deposit limit or confirm that you want none.',
  },
  birthDateRequired: {
    tr: 'Para yatırmadan önce doğum tarihinizi girin.',
    en: 'Enter your date of birth before you deposit.',
  },
  reviewTitle: { tr: 'Limitlerinizi gözden geçirin', en: 'Review your limits' },
  reviewNote: {
    tr: 'Altı ayda bir hatırlatıyoruz: Hesabım › Sorumlu Oyun sayfasında limitlerinize ve son altı aydaki yatırım, çekim, bahis ve kazançlarınıza göz atın.',
    en: 'Our six-monthly reminder: look at your limits and your deposits, withdrawals, stakes and wins of the last six months under My Account › Responsible Gaming.',
  },
  periodDay: { tr: 'günlük', en: 'daily' },
  periodWeek: { tr: 'haftalık', en: 'weekly' },
  periodMonth: { tr: 'aylık', en: 'monthly' },
} satisfies Record<string, Localized>;
