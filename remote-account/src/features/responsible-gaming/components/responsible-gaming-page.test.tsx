import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type ActivityDay, type ResponsibleGamingStatus } from '@arcadia/shared';
import { fail, mockApi, ok, renderDashboard, signIn } from '../../../testing';

// The chart library is drawn by recharts, which jsdom cannot measure: a stand-in shows what it was given.
jest.mock('./activity-chart', () => ({
  __esModule: true,
  default: ({ days }: { days: ActivityDay[] }) => (
    <output data-testid="chart">
      {days.length} {days[0]?.day} {days.at(-1)?.day}
    </output>
  ),
}));

const PATH = '/dashboard/responsible-gaming';
const STATUS_URL = 'GET responsiblegaming/status';
const ACTIVITY_URL = 'GET responsiblegaming/activity';

const status = (patch: Partial<ResponsibleGamingStatus> = {}): ResponsibleGamingStatus => ({
  limits: [{ type: 'deposit', period: 'day', amount: 500, used: 120.5, resetsAt: '2026-11-27T18:00:00.000Z', pending: null }],
  depositLimitDecided: true,
  birthDateKnown: true,
  realityCheckMinutes: 60,
  exclusion: null,
  session: { startedAt: '2026-11-27T09:00:00.000Z', stakes: 0, wins: 0, net: 0, nextRealityCheckAt: '2026-11-27T10:00:00.000Z', realityCheckDue: false },
  ...patch,
});

const ACTIVITY: ActivityDay[] = [
  { day: '2026-10-01', deposits: 300, withdrawals: 0, stakes: 120.5, wins: 80, net: -40.5 },
  { day: '2026-10-15', deposits: 0, withdrawals: 150, stakes: 40, wins: 60.25, net: 20.25 },
];

function recordToasts() {
  const seen: unknown[] = [];
  const sub = eventBus.on('toast').subscribe((toast) => seen.push(toast));
  return { seen, stop: () => sub.unsubscribe() };
}

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [STATUS_URL]: ok(status()), [ACTIVITY_URL]: ok(ACTIVITY), ...routes });
  renderDashboard(PATH);
  return { api, user: userEvent.setup() };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const findRegion = async (name: string) => within(await screen.findByRole('region', { name }));

beforeEach(() => {
  localStorage.clear();
  signIn();
});

it('is a dashboard page with its title, its entry in the side menu and a heading per section', async () => {
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeInTheDocument();
  const nav = within(screen.getByRole('navigation', { name: 'Hesap menüsü' }));
  expect(nav.getByRole('link', { name: 'Sorumlu Oyun' })).toHaveAttribute('aria-current', 'page');
  await screen.findByRole('region', { name: 'Limitlerim' });
  for (const name of ['Limitlerim', 'Mola ve kendini uzaklaştırma', 'Son altı ayım', 'Oyun hatırlatıcısı', 'Yardım ve destek']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
});

describe('limits', () => {
  it('shows each type by day, week and month: the amount in force or "no limit", and what applies when', async () => {
    open();
    const limits = await findRegion('Limitlerim');
    expect(limits.getByText(/yeni bir limit ya da daha düşük bir limit hemen geçerli olur/i)).toBeInTheDocument();
    expect(limits.getByText(/24 saat sonra geçerli olur/)).toBeInTheDocument();
    const deposit = within(limits.getByRole('group', { name: 'Yatırım limiti' }));
    expect(within(screen.getByTestId('limit-deposit-day')).getByText('₺500,00')).toBeInTheDocument();
    expect(deposit.getByText('₺120,50 / ₺500,00 kullanıldı')).toBeInTheDocument();
    expect(deposit.getAllByText('Limit yok')).toHaveLength(2);
    expect(within(limits.getByRole('group', { name: 'Kayıp limiti' })).getAllByText('Limit yok')).toHaveLength(3);
    expect(within(limits.getByRole('group', { name: 'Bahis limiti' })).getAllByText('Limit yok')).toHaveLength(3);
  });

  it('validates the amount in the form and sends nothing until it is right', async () => {
    const { api, user } = open({ 'POST responsiblegaming/limit': ok(null, 'Limitiniz hemen geçerli oldu.') });
    await user.click(await screen.findByRole('button', { name: 'Haftalık kayıp limiti: değiştir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Haftalık kayıp limiti' }));
    const amount = dialog.getByRole('textbox', { name: /^Limit tutarı/ });
    const save = dialog.getByRole('button', { name: 'Limiti kaydet' });

    await user.click(save);
    expect(dialog.getByText('Bir tutar girin.')).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(save);
    expect(dialog.getByText('Tutar sıfırdan büyük olmalı.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10,555');
    await user.click(save);
    expect(dialog.getByText('Kuruş için en fazla iki ondalık hane girebilirsiniz.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10000000,01');
    await user.click(save);
    expect(dialog.getByText('Bir limit en fazla ₺10.000.000,00 olabilir.')).toBeInTheDocument();
    expect(api.count('POST responsiblegaming/limit')).toBe(0);

    const toasts = recordToasts();
    await user.clear(amount);
    await user.type(amount, '1250,5');
    await user.click(save);
    await waitFor(() => expect(api.bodies('POST responsiblegaming/limit')).toEqual([{ type: 'loss', period: 'week', amount: 1250.5 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    toasts.stop();
    expect(toasts.seen).toContainEqual({ kind: 'success', message: 'Limitiniz hemen geçerli oldu.' });
    // the page reads the limits again
    await waitFor(() => expect(api.count(STATUS_URL)).toBe(2));
  });

  it('keeps a typed minus sign and refuses it, rather than saving the amount without its sign', async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Haftalık kayıp limiti: değiştir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Haftalık kayıp limiti' }));
    await user.type(dialog.getByRole('textbox', { name: /^Limit tutarı/ }), '-5');
    expect(dialog.getByRole('textbox', { name: /^Limit tutarı/ })).toHaveValue('-₺5');
    await user.click(dialog.getByRole('button', { name: 'Limiti kaydet' }));
    expect(dialog.getByText('Tutar sıfırdan büyük olmalı.')).toBeInTheDocument();
    expect(api.count('POST responsiblegaming/limit')).toBe(0);
  });

  it('a deposit limit the server finds below the smallest deposit is set only once the player confirms it', async () => {
    const { api, user } = open({
      'POST responsiblegaming/limit': fail('Bu limit en küçük para yatırma tutarının (₺50,00) altında: bu limitle hiç para yatıramazsınız.', 422, { minimumDeposit: 50 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Haftalık yatırım limiti: değiştir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Haftalık yatırım limiti' }));
    await user.type(dialog.getByRole('textbox', { name: /^Limit tutarı/ }), '20');
    await user.click(dialog.getByRole('button', { name: 'Limiti kaydet' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('bu limitle hiç para yatıramazsınız');
    api.set('POST responsiblegaming/limit', ok(null, 'Limitiniz hemen geçerli oldu.'));
    await user.click(dialog.getByRole('button', { name: 'Yine de belirle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST responsiblegaming/limit')).toEqual([
      { type: 'deposit', period: 'week', amount: 20 },
      { type: 'deposit', period: 'week', amount: 20, confirmBelowMinimum: true },
    ]);
  });

  it('removes a limit, and shows the server\'s refusal in the form', async () => {
    const { api, user } = open({
      'POST responsiblegaming/limit': fail('Limit değişikliği şu anda yapılamıyor.', 422),
    });
    await user.click(await screen.findByRole('button', { name: 'Günlük yatırım limiti: değiştir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Günlük yatırım limiti' }));
    expect(dialog.getByText('Şu anki limit: ₺500,00')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Limiti kaldır' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Limit değişikliği şu anda yapılamıyor.');
    expect(api.bodies('POST responsiblegaming/limit')).toEqual([{ type: 'deposit', period: 'day', amount: null }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the deposit-limit decision', () => {
  it('is asked for while undecided; "no deposit limit" needs a second confirmation', async () => {
    const { api, user } = open({
      [STATUS_URL]: ok(status({ depositLimitDecided: false, limits: [] })),
      'POST responsiblegaming/nolimit': ok(status(), 'Tercihiniz kaydedildi.'),
    });
    const notice = within(await screen.findByRole('region', { name: 'Yatırım limitinize karar verin' }));
    await user.click(notice.getByRole('button', { name: 'Yatırım limiti istemiyorum' }));
    expect(api.count('POST responsiblegaming/nolimit')).toBe(0);
    expect(notice.getByText(/Yatırımlarınız için bir üst sınır olmayacak/)).toBeInTheDocument();

    await user.click(notice.getByRole('button', { name: 'Vazgeç' }));
    expect(notice.getByRole('button', { name: 'Yatırım limiti istemiyorum' })).toBeInTheDocument();
    expect(api.count('POST responsiblegaming/nolimit')).toBe(0);

    await user.click(notice.getByRole('button', { name: 'Yatırım limiti istemiyorum' }));
    await user.click(notice.getByRole('button', { name: 'Evet, yatırım limiti istemiyorum' }));
    await waitFor(() => expect(api.bodies('POST responsiblegaming/nolimit')).toEqual([{ confirm: true }]));
  });

  it('is not shown once decided', async () => {
    open();
    await screen.findByRole('region', { name: 'Limitlerim' });
    expect(screen.queryByRole('region', { name: 'Yatırım limitinize karar verin' })).not.toBeInTheDocument();
  });
});

it('sets the reality-check interval', async () => {
  const { api, user } = open({ 'POST responsiblegaming/realitycheck': ok({ realityCheckMinutes: 30 }, 'Kaydedildi.') });
  const select = await screen.findByRole('combobox', { name: 'Hatırlatma aralığı' });
  expect(select).toHaveValue('60');
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['15 dakikada bir', '30 dakikada bir', '60 dakikada bir', '120 dakikada bir']);
  await user.selectOptions(select, '30 dakikada bir');
  await waitFor(() => expect(api.bodies('POST responsiblegaming/realitycheck')).toEqual([{ minutes: 30 }]));
});

describe('time-out and self-exclusion', () => {
  it('a time-out states the consequences, needs the password and a final confirmation, and asks for the hours chosen', async () => {
    const { api, user } = open({
      'POST responsiblegaming/timeout': ok({ exclusion: { type: 'timeout', until: '2026-12-04T10:00:00.000Z' } }, 'Molanız başladı.'),
    });
    const timeout = within(await screen.findByRole('group', { name: 'Mola ver' }));
    for (const consequence of [
      'Hemen başlar.',
      'Süresi dolmadan kısaltılamaz ya da kaldırılamaz.',
      'Giriş yapabilir, bakiyenizi ve geçmişinizi görebilir, para çekebilirsiniz.',
      'Her yatırım, oyun, bahis ve bonus reddedilir.',
      'Diğer tüm oturumlarınız kapatılır.',
      'Size pazarlama mesajı gönderilmez.',
    ]) {
      expect(timeout.getByText(consequence)).toBeInTheDocument();
    }
    await user.selectOptions(timeout.getByRole('combobox', { name: 'Mola süresi' }), '7 gün');
    await user.click(timeout.getByRole('button', { name: 'Molayı başlat' }));
    expect(timeout.getByText('Onaylamak için şifrenizi girin.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(timeout.getByLabelText('Şifreniz'), 'Gizli-Sifre1');
    await user.click(timeout.getByRole('button', { name: 'Molayı başlat' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Son onay' }));
    expect(dialog.getByText('Mola (7 gün) şimdi başlayacak ve süresi dolana kadar geri alınamayacak.')).toBeInTheDocument();
    expect(api.count('POST responsiblegaming/timeout')).toBe(0);
    await user.click(dialog.getByRole('button', { name: 'Evet, başlat' }));
    await waitFor(() => expect(api.bodies('POST responsiblegaming/timeout')).toEqual([{ hours: 168, password: 'Gizli-Sifre1' }]));
  });

  it('shows the refusal of a wrong password in the form', async () => {
    const { user } = open({ 'POST responsiblegaming/selfexclude': fail('Şifre hatalı.', 422) });
    const self = within(await screen.findByRole('group', { name: 'Kendini oyundan uzaklaştır' }));
    expect(self.getByRole('combobox', { name: 'Uzaklaştırma süresi' })).toHaveValue('6');
    await user.selectOptions(self.getByRole('combobox', { name: 'Uzaklaştırma süresi' }), 'Süresiz');
    await user.type(self.getByLabelText('Şifreniz'), 'yanlis');
    await user.click(self.getByRole('button', { name: 'Kendimi uzaklaştır' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Son onay' })).getByRole('button', { name: 'Evet, başlat' }));
    expect(await self.findByRole('alert')).toHaveTextContent('Şifre hatalı.');
  });

  it('while an indefinite self-exclusion runs, shows it and offers nothing to change', async () => {
    open({ [STATUS_URL]: ok(status({ exclusion: { type: 'selfexclusion', until: null } })) });
    const active = within(await screen.findByRole('region', { name: 'Şu an geçerli' }));
    expect(active.getByText('Kendini oyundan uzaklaştırma süresiz olarak sürüyor.')).toBeInTheDocument();
    expect(active.getByText(/kısaltılamaz ya da kaldırılamaz/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Molayı başlat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kendimi uzaklaştır' })).not.toBeInTheDocument();
  });

  it('while a time-out runs, shows until when and offers only longer ones', async () => {
    const until = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    open({ [STATUS_URL]: ok(status({ exclusion: { type: 'timeout', until: until.toISOString() } })) });
    const active = within(await screen.findByRole('region', { name: 'Şu an geçerli' }));
    expect(active.getByText(/^Mola .+ tarihine kadar sürüyor\.$/)).toBeInTheDocument();
    const lengths = within(screen.getByRole('combobox', { name: 'Mola süresi' })).getAllByRole('option');
    expect(lengths.map((o) => o.textContent)).toEqual(['7 gün', '30 gün', '6 hafta']);
  });
});

describe('activity', () => {
  it('draws every day of six months, filling the days without activity, and totals them beside the chart', async () => {
    open();
    const activity = await findRegion('Son altı ayım');
    const chart = await activity.findByTestId('chart');
    const [count] = (chart.textContent ?? '').split(' ');
    expect(Number(count)).toBeGreaterThanOrEqual(181);
    expect(chart.textContent).toMatch(/ 20\d\d-\d\d-\d\d 20\d\d-\d\d-\d\d$/);
    const totals = within(activity.getByRole('list', { name: 'Altı aylık toplamlar' }));
    expect(totals.getByText('Yatırımlar').nextSibling).toHaveTextContent('₺300,00');
    expect(totals.getByText('Çekimler').nextSibling).toHaveTextContent('₺150,00');
    expect(totals.getByText('Bahisler').nextSibling).toHaveTextContent('₺160,50');
    expect(totals.getByText('Kazançlar').nextSibling).toHaveTextContent('₺140,25');
    expect(totals.getByText('Net durum').nextSibling).toHaveTextContent('-₺20,25');
  });

  it('says so when the activity cannot be read, and the rest of the page works', async () => {
    open({ [ACTIVITY_URL]: fail('Hareketler okunamadı', 500) });
    expect(await screen.findByText('Hareketler okunamadı')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Limitlerim' })).toBeInTheDocument();
  });
});

it('links to help organisations in a new tab, and states the 18+ rule', async () => {
  open();
  const help = region('Yardım ve destek');
  for (const [name, href] of [
    [/Yeşilay Danışmanlık Merkezi/, 'https://www.yesilay.org.tr/'],
    [/GamCare/, 'https://www.gamcare.org.uk/'],
    [/Gamblers Anonymous/, 'https://www.gamblersanonymous.org/'],
  ] as const) {
    const link = help.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(expect.stringContaining('(yeni sekmede açılır)'));
  }
  expect(help.getByRole('note', { name: '18+' })).toHaveTextContent(/yalnızca 18 yaşını doldurmuş kişiler içindir/);
  await screen.findByRole('region', { name: 'Limitlerim' });
});

it('says so when the settings cannot be read', async () => {
  open({ [STATUS_URL]: fail('Ayarlar okunamadı', 500) });
  expect(await screen.findByText('Ayarlar okunamadı')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Yardım ve destek' })).toBeInTheDocument();
});
