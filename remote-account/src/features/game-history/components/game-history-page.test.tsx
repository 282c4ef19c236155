import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BetAction, eventBus, GameRoundStatus, i18n, type GameHistoryPage, type GameRound } from '@arcadia/shared';
import { fail, mockApi, ok, renderDashboard, signIn } from '../../../testing';

const PATH = '/dashboard/game-history';
const LIST = 'POST games/history';

function round(roundId: string, patch: Partial<GameRound> = {}): GameRound {
  return {
    roundId,
    gameCode: 'h88-aviator',
    gameName: 'Aviator',
    providerName: 'Hub88',
    product: 'casino',
    status: GameRoundStatus.Completed,
    stake: 10,
    win: 0,
    net: -10,
    startedAt: '2026-11-25T10:30:00.000Z',
    updatedAt: '2026-11-25T10:31:00.000Z',
    actions: [{ action: BetAction.Bet, amount: 10, transactionId: `${roundId}-bet`, at: '2026-11-25T10:30:00.000Z', rolledBack: false }],
    ...patch,
  };
}

const ROUNDS: GameRound[] = [
  round('won', {
    gameName: 'Gates of Olympia',
    providerName: 'SoftGamings',
    stake: 1050,
    win: 1500.5,
    net: 450.5,
    actions: [
      { action: BetAction.Bet, amount: 50, transactionId: 'won-bet-1', at: '2026-11-25T10:30:00.000Z', rolledBack: false },
      { action: BetAction.Bet, amount: 1000, transactionId: 'won-bet-2', at: '2026-11-25T10:30:10.000Z', rolledBack: false },
      { action: BetAction.Win, amount: 1500.5, transactionId: 'won-win', at: '2026-11-25T10:30:20.000Z', rolledBack: false },
    ],
  }),
  round('lost', { gameName: 'Lightning Roulette', product: 'live', stake: 25.5, net: -25.5 }),
  round('cancelled', {
    status: GameRoundStatus.Cancelled,
    stake: 0,
    net: 0,
    actions: [{ action: BetAction.Bet, amount: 7, transactionId: 'cancelled-bet', at: '2026-11-25T10:30:00.000Z', rolledBack: true }],
  }),
  round('expired', { status: GameRoundStatus.Expired, stake: 0, net: 0 }),
  round('open', { gameName: 'Spor Bahisleri', gameCode: 'fcg-sportsbook', providerName: 'FCG', product: 'sports', status: GameRoundStatus.Processing }),
];

const page = (items: GameRound[], total = items.length): GameHistoryPage => ({ items, total });

/** `total` rounds, newest first, answered by skip and take as the server does. */
function pagedList(total: number) {
  const all = Array.from({ length: total }, (_, i) => round(`r${total - i}`));
  return (body: Record<string, unknown>) => {
    const skip = Number(body.skip);
    return ok(page(all.slice(skip, skip + Number(body.take)), total));
  };
}

const row = (id: string) => within(screen.getByTestId(`round-${id}`));
const search = () => screen.getByTestId('location-search').textContent;

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('the list', () => {
  it('shows game, provider, stake, win, the net coloured, the status badge and the time of each round', async () => {
    const api = mockApi({ [LIST]: ok(page(ROUNDS)) });
    renderDashboard(PATH);
    await screen.findByTestId('round-won');

    expect(screen.getByRole('table', { name: 'Oyun Geçmişi' })).toBeInTheDocument();
    expect(row('won').getByText('Gates of Olympia')).toBeInTheDocument();
    expect(row('won').getByText('Casino')).toBeInTheDocument();
    expect(row('won').getByText('SoftGamings')).toBeInTheDocument();
    expect(row('won').getByText('₺1.050,00')).toBeInTheDocument();
    expect(row('won').getByText('₺1.500,50')).toBeInTheDocument();
    expect(row('won').getByText('+₺450,50')).toHaveAttribute('data-net', 'gain');
    expect(row('won').getByText('25 Kas 2026 13:30')).toBeInTheDocument();
    expect(row('lost').getByText('-₺25,50')).toHaveAttribute('data-net', 'loss');
    expect(row('lost').getByText('Canlı Casino')).toBeInTheDocument();
    expect(row('cancelled').getByText('₺0,00', { selector: '[data-net]' })).toHaveAttribute('data-net', 'even');
    expect(row('open').getByText('Spor')).toBeInTheDocument();
    // a bet still in play is no loss yet: its stake shows, its net waits for the result
    expect(row('open').getByText('Sonuç bekleniyor')).toHaveAttribute('data-net', 'open');
    expect(row('open').queryByText('-₺10,00')).not.toBeInTheDocument();
    // and no win yet: a dash, not a ₺0,00 that reads as a result
    expect(row('open').getByText('—')).toHaveAttribute('data-win');

    const badge = (id: string) => screen.getByTestId(`round-${id}`).querySelector('[data-status]');
    const expected: [string, string, string][] = [
      ['won', 'Tamamlandı', 'green'],
      ['cancelled', 'İptal Edildi', 'gray'],
      ['expired', 'Süresi Doldu', 'orange'],
      ['open', 'Devam Ediyor', 'blue'],
    ];
    for (const [id, text, color] of expected) {
      expect(badge(id)).toHaveTextContent(text);
      expect(badge(id)).toHaveAttribute('data-color', color);
    }
    expect(api.bodies(LIST)).toEqual([{ skip: 0, take: 20 }]);
    expect(screen.getByTestId('history-total')).toHaveTextContent('Toplam 5 oyun turu');
  });

  it('opens a round to its bets and wins, a returned bet marked, and closes it again', async () => {
    mockApi({ [LIST]: ok(page(ROUNDS)) });
    renderDashboard(PATH);
    await screen.findByTestId('round-won');
    expect(screen.queryByRole('list', { name: 'Gates of Olympia bahisleri ve kazançları' })).not.toBeInTheDocument();

    const toggle = row('won').getByRole('button', { name: 'Gates of Olympia: bahisleri göster' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const actions = screen.getByRole('list', { name: 'Gates of Olympia bahisleri ve kazançları' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', actions.id);
    const items = within(actions).getAllByRole('listitem');
    expect(items.map((item) => [within(item).getByText(/^(Bahis|Kazanç)$/).textContent, item.querySelector('[data-amount]')?.textContent])).toEqual([
      ['Bahis', '₺50,00'],
      ['Bahis', '₺1.000,00'],
      ['Kazanç', '₺1.500,50'],
    ]);
    expect(within(actions).queryByText('İade edildi')).not.toBeInTheDocument();

    // A click on the row itself opens it too.
    fireEvent.click(screen.getByTestId('round-cancelled'));
    const returned = screen.getByRole('list', { name: 'Aviator bahisleri ve kazançları' });
    expect(within(returned).getByText('İade edildi')).toBeInTheDocument();

    fireEvent.click(row('won').getByRole('button', { name: 'Gates of Olympia: bahisleri gizle' }));
    expect(screen.queryByRole('list', { name: 'Gates of Olympia bahisleri ve kazançları' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Aviator bahisleri ve kazançları' })).toBeInTheDocument();
  });

  it('reads in English, amounts in the English number format', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      mockApi({ [LIST]: ok(page(ROUNDS)) });
      renderDashboard(PATH);
      await screen.findByTestId('round-won');
      expect(row('won').getByText('+₺450.50')).toBeInTheDocument();
      expect(row('won').getByText('Completed')).toBeInTheDocument();
      expect(row('expired').getByText('Expired')).toBeInTheDocument();
      expect(row('open').getByText('In progress')).toBeInTheDocument();
      expect(row('lost').getByText('Live Casino')).toBeInTheDocument();
      expect(row('won').getByText('25 Nov 2026, 13:30')).toBeInTheDocument();
      fireEvent.click(row('cancelled').getByRole('button', { name: 'Aviator: show bets' }));
      expect(screen.getByText('Returned')).toBeInTheDocument();
      expect(screen.getByTestId('history-total')).toHaveTextContent('5 rounds in total');
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('holds the place of the rows with placeholders while the first page loads', () => {
    mockApi({ [LIST]: () => new Promise(() => undefined) });
    renderDashboard(PATH);
    const table = screen.getByRole('table', { name: 'Oyun Geçmişi' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('history-total')).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet, and when nothing matches the filters', async () => {
    mockApi({ [LIST]: ok(page([])) });
    const { unmount } = renderDashboard(PATH);
    expect(await screen.findByText('Henüz oynadığınız bir oyun yok.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderDashboard(`${PATH}?product=sports`);
    expect(await screen.findByText('Bu filtrelere uyan bir oyun turu yok.')).toBeInTheDocument();
  });

  it('counts sports bets as bets, not game rounds', async () => {
    mockApi({ [LIST]: ok(page(ROUNDS.slice(0, 1), 3)) });
    renderDashboard(`${PATH}?product=sports`);
    await waitFor(() => expect(screen.getByTestId('history-total')).toHaveTextContent(/^Toplam 3 bahis/));
    await act(() => i18n.changeLanguage('en'));
    try {
      expect(screen.getByTestId('history-total')).toHaveTextContent(/^3 bets in total/);
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('shows the error with a way to try again', async () => {
    const api = mockApi({ [LIST]: fail('Oyun geçmişi şu anda okunamıyor', 503) });
    renderDashboard(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oyun geçmişi şu anda okunamıyor');

    api.set(LIST, ok(page(ROUNDS)));
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('round-won')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again when the hub pushes a new balance (a round moved it), and when it comes back after a drop', async () => {
    const api = mockApi({ [LIST]: ok(page(ROUNDS)) });
    renderDashboard(PATH);
    await screen.findByTestId('round-won');
    act(() => eventBus.emit('auth:balance', { balance: 1 }));
    await waitFor(() => expect(api.count(LIST)).toBe(2));
    act(() => eventBus.emit('hub:reconnected', {}));
    await waitFor(() => expect(api.count(LIST)).toBe(3));
  });
});

describe('filters', () => {
  it('sends the product to the server and keeps it in the address', async () => {
    const api = mockApi({ [LIST]: ok(page(ROUNDS)) });
    renderDashboard(PATH);
    await screen.findByTestId('round-won');
    const products = within(screen.getByRole('radiogroup', { name: 'Ürün' }));

    fireEvent.click(products.getByRole('radio', { name: 'Canlı Casino' }));
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ product: 'live', skip: 0, take: 20 }));
    expect(search()).toBe('?product=live');

    fireEvent.click(products.getByRole('radio', { name: 'Spor' }));
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ product: 'sports', skip: 0, take: 20 }));
    fireEvent.click(products.getByRole('radio', { name: 'Tümü' }));
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ skip: 0, take: 20 }));
    expect(search()).toBe('');
  });

  it('sends the date range with the product, keeps them in the address, and clears them all at once', async () => {
    const api = mockApi({ [LIST]: ok(page(ROUNDS)) });
    renderDashboard(`${PATH}?product=live`);
    await screen.findByTestId('round-won');

    fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Bitiş tarihi'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-25', product: 'live', skip: 0, take: 20 }));
    expect(search()).toBe('?product=live&from=2026-11-01&to=2026-11-25');

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ skip: 0, take: 20 }));
    expect(search()).toBe('');
    expect(screen.queryByRole('button', { name: 'Filtreleri temizle' })).not.toBeInTheDocument();
  });

  it('starts from the filters and the page in the address, leaving out what is not a filter', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(`${PATH}?product=casino&from=2026-11-01&to=2026-11-25&page=2&player=7`);
    await screen.findByTestId('round-r25');
    expect(api.bodies(LIST)[0]).toEqual({ from: '2026-11-01', to: '2026-11-25', product: 'casino', skip: 20, take: 20 });
    expect(screen.getByRole('radio', { name: 'Casino' })).toBeChecked();
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveValue('2026-11-01');
  });

  it('ignores unknown values, turns a backwards range around and cuts one longer than a year to its last year', async () => {
    const api = mockApi({ [LIST]: ok(page(ROUNDS)) });
    const { unmount } = renderDashboard(`${PATH}?product=poker&from=2026-11-30&to=2026-11-02&page=-3`);
    await screen.findByTestId('round-won');
    expect(api.bodies(LIST)[0]).toEqual({ from: '2026-11-02', to: '2026-11-30', skip: 0, take: 20 });
    expect(screen.getByRole('radio', { name: 'Tümü' })).toBeChecked();
    unmount();

    renderDashboard(`${PATH}?from=2020-01-01&to=2026-11-25`);
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ from: '2025-11-25', to: '2026-11-25', skip: 0, take: 20 }));
  });

  it('never sends a range the server refuses: an end past the other, or more than a year away, clears the other', async () => {
    const api = mockApi({ [LIST]: ok(page(ROUNDS)) });
    renderDashboard(`${PATH}?from=2026-11-10&to=2026-11-20`);
    await screen.findByTestId('round-won');

    fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ from: '2026-11-25', skip: 0, take: 20 }));
    expect(screen.getByLabelText('Bitiş tarihi')).toHaveValue('');

    fireEvent.change(screen.getByLabelText('Bitiş tarihi'), { target: { value: '2027-12-01' } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ to: '2027-12-01', skip: 0, take: 20 }));
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveValue('');
  });

  it('starts again at page 1 when a filter changes', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(`${PATH}?page=3`);
    await screen.findByTestId('round-r5');
    fireEvent.click(screen.getByRole('radio', { name: 'Casino' }));
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ product: 'casino', skip: 0, take: 20 }));
    expect(search()).toBe('?product=casino');
  });
});

describe('paging', () => {
  it('shows 20 a page with the total, and moves between pages keeping the page in the address', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(PATH);
    await screen.findByTestId('round-r45');
    expect(screen.getByTestId('history-total')).toHaveTextContent('Toplam 45 oyun turu · 1–20 / 45');

    const pages = within(screen.getByRole('navigation', { name: 'Sayfalar' }));
    fireEvent.click(pages.getByRole('button', { name: '2' }));
    await screen.findByTestId('round-r25');
    expect(api.bodies(LIST).at(-1)).toEqual({ skip: 20, take: 20 });
    expect(search()).toBe('?page=2');

    fireEvent.click(pages.getByRole('button', { name: 'Sonraki sayfa' }));
    await screen.findByTestId('round-r5');
    expect(api.bodies(LIST).at(-1)).toEqual({ skip: 40, take: 20 });
    expect(screen.getByTestId('history-total')).toHaveTextContent('41–45 / 45');
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(`${PATH}?page=9`);
    await screen.findByTestId('round-r5');
    expect(search()).toBe('?page=3');
    expect(api.bodies(LIST).map((b) => b.skip)).toEqual([160, 40]);
  });
});

describe('on phones', () => {
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('lists the rounds as cards that open to their bets', async () => {
    mockApi({ [LIST]: ok(page(ROUNDS)) });
    renderDashboard(PATH);
    await screen.findByTestId('round-won');
    const list = screen.getByRole('list', { name: 'Oyun Geçmişi' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(row('won').getByText('+₺450,50')).toBeInTheDocument();
    expect(row('won').getByText('₺1.050,00')).toBeInTheDocument();
    expect(row('won').getByText('Tamamlandı')).toBeInTheDocument();

    fireEvent.click(row('won').getByRole('button', { name: 'Gates of Olympia: bahisleri göster' }));
    expect(within(screen.getByRole('list', { name: 'Gates of Olympia bahisleri ve kazançları' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows card placeholders while loading', () => {
    mockApi({ [LIST]: () => new Promise(() => undefined) });
    renderDashboard(PATH);
    const list = screen.getByRole('list', { name: 'Oyun Geçmişi' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  });
});
