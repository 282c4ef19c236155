import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BetAction,
  closeDialog,
  GameRoundStatus,
  type GameRound,
  eventBus,
  i18n,
  TransactionStatus,
  TransactionType,
  type PaymentTransaction,
  type PaymentTransactionPage,
} from '@arcadia/shared';
import { fail, mockApi, ok, renderDashboard, signIn } from '../../../testing';

const PATH = '/dashboard/financial-activities';
const LIST = 'POST payment/transactions';

function transaction(id: number, patch: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id,
    type: TransactionType.Deposit,
    methodId: 1,
    methodName: 'Kredi Kartı',
    amount: 100,
    status: TransactionStatus.Confirmed,
    reason: null,
    approvedAt: null,
    cancellable: false,
    createdAt: '2026-11-25T10:30:00.000Z',
    updatedAt: '2026-11-25T10:31:00.000Z',
    ...patch,
  };
}

const EVERY_STATUS: PaymentTransaction[] = [
  transaction(1, { amount: 1500, status: TransactionStatus.Confirmed }),
  transaction(2, { type: TransactionType.Withdraw, methodId: 3, methodName: 'Banka hesabına (IBAN)', amount: 2500.75, status: TransactionStatus.Pending }),
  transaction(3, { status: TransactionStatus.Created }),
  transaction(4, { methodId: 2, methodName: 'Havale / EFT', status: TransactionStatus.Rejected, reason: 'Kart sağlayıcı tarafından reddedildi' }),
  transaction(5, { status: TransactionStatus.Cancelled, reason: 'Ödeme sayfasından ayrıldınız' }),
  transaction(6, { status: TransactionStatus.Merged }),
];

const page = (items: PaymentTransaction[], total = items.length): PaymentTransactionPage => ({ items, total });

/** `total` rows, newest first, answered by skip and take as the server does. */
function pagedList(total: number) {
  const all = Array.from({ length: total }, (_, i) => transaction(total - i, { amount: total - i }));
  return (body: Record<string, unknown>) => {
    const skip = Number(body.skip);
    return ok(page(all.slice(skip, skip + Number(body.take)), total));
  };
}

const row = (id: number) => within(screen.getByTestId(`transaction-${id}`));
const search = () => screen.getByTestId('location-search').textContent;
/** Lets whatever a bus event started (a refetch) run before asserting that it did not happen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

beforeEach(() => {
  localStorage.clear();
  closeDialog();
  signIn();
});

describe('the list', () => {
  it('shows type, method, amount in lira, the status as a coloured badge and the date of each', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-1');

    expect(screen.getByRole('table', { name: 'Finansal Hareketler' })).toBeInTheDocument();
    expect(row(1).getByText('Para Yatırma')).toBeInTheDocument();
    expect(row(1).getByText('Kredi Kartı')).toBeInTheDocument();
    expect(row(1).getByText('₺1.500,00')).toBeInTheDocument();
    expect(row(1).getByText('25 Kas 2026 13:30')).toBeInTheDocument();
    expect(row(2).getByText('Para Çekme')).toBeInTheDocument();
    expect(row(2).getByText('₺2.500,75')).toBeInTheDocument();

    const badge = (id: number) => screen.getByTestId(`transaction-${id}`).querySelector('[data-status]');
    const expected: [number, string, string][] = [
      [1, 'Onaylandı', 'green'],
      [2, 'Beklemede', 'yellow'],
      [3, 'Oluşturuldu', 'gray'],
      [4, 'Reddedildi', 'red'],
      [5, 'İptal Edildi', 'gray'],
      [6, 'Birleştirildi', 'blue'],
    ];
    for (const [id, text, color] of expected) {
      expect(badge(id)).toHaveTextContent(text);
      expect(badge(id)).toHaveAttribute('data-color', color);
    }
    expect(api.bodies(LIST)).toEqual([{ skip: 0, take: 20 }]);
  });

  it('gives the reason of a rejected or cancelled request, and none for the others', async () => {
    mockApi({ [LIST]: ok(page([...EVERY_STATUS, transaction(7, { status: TransactionStatus.Confirmed, reason: 'not shown' })])) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-4');
    expect(row(4).getByText('Neden: Kart sağlayıcı tarafından reddedildi')).toBeInTheDocument();
    expect(row(5).getByText('Neden: Ödeme sayfasından ayrıldınız')).toBeInTheDocument();
    expect(screen.getAllByText(/^Neden:/)).toHaveLength(2);
  });

  it('reads in English, amounts in the English number format', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
      renderDashboard(PATH);
      await screen.findByTestId('transaction-2');
      expect(row(2).getByText('Withdrawal')).toBeInTheDocument();
      expect(row(2).getByText('₺2,500.75')).toBeInTheDocument();
      expect(row(2).getByText('Pending')).toBeInTheDocument();
      expect(row(4).getByText('Reason: Kart sağlayıcı tarafından reddedildi')).toBeInTheDocument();
      expect(row(1).getByText('25 Nov 2026, 13:30')).toBeInTheDocument();
      expect(screen.getByTestId('activities-total')).toHaveTextContent('6 transactions in total');
    } finally {
      await act(() => i18n.changeLanguage('tr'));
    }
  });

  it('holds the place of the rows with placeholders while the first page loads', () => {
    mockApi({ [LIST]: () => new Promise(() => undefined) });
    renderDashboard(PATH);
    const table = screen.getByRole('table', { name: 'Finansal Hareketler' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('activities-total')).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet, and when nothing matches the filters', async () => {
    mockApi({ [LIST]: ok(page([])) });
    const { unmount } = renderDashboard(PATH);
    expect(await screen.findByText('Henüz bir para yatırma veya çekme işleminiz yok.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderDashboard(`${PATH}?status=4`);
    expect(await screen.findByText('Bu filtrelere uyan bir işlem yok.')).toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    const api = mockApi({ [LIST]: fail('İşlemler şu anda okunamıyor', 500) });
    renderDashboard(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İşlemler şu anda okunamıyor');

    api.set(LIST, ok(page(EVERY_STATUS)));
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByTestId('transaction-1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('filters', () => {
  it('sends type, status and date range to the server and keeps them in the address', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-1');

    fireEvent.change(screen.getByLabelText('İşlem türü'), { target: { value: String(TransactionType.Withdraw) } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ type: 2, skip: 0, take: 20 }));
    expect(search()).toBe('?type=2');

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: String(TransactionStatus.Pending) } });
    fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Bitiş tarihi'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ type: 2, status: 2, from: '2026-11-01', to: '2026-11-25', skip: 0, take: 20 }));
    expect(search()).toBe('?type=2&status=2&from=2026-11-01&to=2026-11-25');

    fireEvent.change(screen.getByLabelText('İşlem türü'), { target: { value: '' } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ status: 2, from: '2026-11-01', to: '2026-11-25', skip: 0, take: 20 }));

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ skip: 0, take: 20 }));
    expect(search()).toBe('');
    expect(screen.queryByRole('button', { name: 'Filtreleri temizle' })).not.toBeInTheDocument();
  });

  it('starts from the filters and the page in the address, leaving out what is not a filter', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(`${PATH}?type=2&status=4&from=2026-11-01&to=2026-11-25&page=2`);
    await screen.findByTestId('transaction-25');
    expect(api.bodies(LIST)[0]).toEqual({ type: 2, status: 4, from: '2026-11-01', to: '2026-11-25', skip: 20, take: 20 });
    expect(screen.getByLabelText('İşlem türü')).toHaveValue('2');
    expect(screen.getByLabelText('Durum')).toHaveValue('4');
    expect(screen.getByLabelText('Başlangıç tarihi')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Bitiş tarihi')).toHaveValue('2026-11-25');
  });

  it('ignores unknown or malformed values in the address and turns a backwards range around', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(`${PATH}?type=9&status=0&from=2026-11-30&to=2026-11-02&page=-3`);
    await screen.findByTestId('transaction-1');
    expect(api.bodies(LIST)[0]).toEqual({ from: '2026-11-02', to: '2026-11-30', skip: 0, take: 20 });
    expect(screen.getByLabelText('İşlem türü')).toHaveValue('');
  });

  it('never sends a range that runs backwards: picking one end past the other clears the other', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(`${PATH}?from=2026-11-10&to=2026-11-20`);
    await screen.findByTestId('transaction-1');

    fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ from: '2026-11-25', skip: 0, take: 20 }));
    expect(screen.getByLabelText('Bitiş tarihi')).toHaveValue('');
  });

  it('starts again at page 1 when a filter changes', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(`${PATH}?page=3`);
    await screen.findByTestId('transaction-5');
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: String(TransactionStatus.Confirmed) } });
    await waitFor(() => expect(api.bodies(LIST).at(-1)).toEqual({ status: 1, skip: 0, take: 20 }));
    expect(search()).toBe('?status=1');
  });
});

describe('paging', () => {
  it('shows 20 a page with the total, and moves between pages keeping the page in the address', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-45');
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByTestId('activities-total')).toHaveTextContent('Toplam 45 işlem · 1–20 / 45');

    const pages = within(screen.getByRole('navigation', { name: 'Sayfalar' }));
    fireEvent.click(pages.getByRole('button', { name: '2' }));
    await screen.findByTestId('transaction-25');
    expect(api.bodies(LIST).at(-1)).toEqual({ skip: 20, take: 20 });
    expect(search()).toBe('?page=2');
    expect(screen.getByTestId('activities-total')).toHaveTextContent('21–40 / 45');

    fireEvent.click(pages.getByRole('button', { name: 'Sonraki sayfa' }));
    await screen.findByTestId('transaction-5');
    expect(api.bodies(LIST).at(-1)).toEqual({ skip: 40, take: 20 });
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByTestId('activities-total')).toHaveTextContent('41–45 / 45');
    expect(pages.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    // Role queries over 21 rows, three pages: seconds on a busy machine.
  }, 20_000);

  it('keeps the rows of the page shown while the next one loads', async () => {
    let hold = false;
    const list = pagedList(45);
    mockApi({ [LIST]: (body) => (hold ? new Promise(() => undefined) : list(body)) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-45');
    hold = true;
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Sayfalar' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByTestId('transaction-45')).toBeInTheDocument();
  });

  it('has no pages to move between when everything fits on one', async () => {
    mockApi({ [LIST]: pagedList(20) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-20');
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    const api = mockApi({ [LIST]: pagedList(45) });
    renderDashboard(`${PATH}?page=9`);
    await screen.findByTestId('transaction-5');
    expect(search()).toBe('?page=3');
    expect(api.bodies(LIST).map((b) => b.skip)).toEqual([160, 40]);
  });
});

describe('the type icon', () => {
  it('is red for a declined deposit and grey for a cancelled one, never the green of money that came in', async () => {
    mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-4');
    const icon = (id: number) => screen.getByTestId(`transaction-${id}`).querySelector('[data-color]:not([data-status])');
    expect(icon(1)).toHaveAttribute('data-color', 'teal');
    expect(icon(2)).toHaveAttribute('data-color', 'orange');
    expect(icon(4)).toHaveAttribute('data-color', 'red');
    expect(icon(5)).toHaveAttribute('data-color', 'gray');
  });
});

describe('a deposit left on the payment page', () => {
  it('can be cancelled by the player: the server is asked, its message shown, the list read again', async () => {
    let status = TransactionStatus.Pending;
    const api = mockApi({
      [LIST]: () => ok(page([transaction(9, { status, cancellable: status === TransactionStatus.Pending })])),
      'POST payment/cancel': () => {
        status = TransactionStatus.Cancelled;
        return ok(transaction(9, { status, reason: 'Ödemeyi siz iptal ettiniz.' }), 'Para yatırma işleminiz iptal edildi.');
      },
    });
    const toasts: unknown[] = [];
    const sub = eventBus.on('toast').subscribe((toast) => toasts.push(toast));
    renderDashboard(PATH);
    await screen.findByTestId('transaction-9');
    fireEvent.click(row(9).getByRole('button', { name: 'Ödemeyi iptal et' }));
    expect(await row(9).findByText('İptal Edildi')).toBeInTheDocument();
    sub.unsubscribe();
    expect(api.bodies('POST payment/cancel')).toEqual([{ id: 9 }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Para yatırma işleminiz iptal edildi.' });
    expect(row(9).queryByRole('button', { name: 'Ödemeyi iptal et' })).not.toBeInTheDocument();
  });
});

describe('a withdrawal request', () => {
  it('cannot be taken back by the player: no row offers to cancel it', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-2');
    expect(row(2).getByText('Beklemede')).toBeInTheDocument();
    expect(row(2).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /iptal/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'İşlem' })).not.toBeInTheDocument();
    expect(api.count('POST payment/cancel')).toBe(0);
  });
});

describe('live', () => {
  it.each(['Notification', 'Balance'])('asks again when the hub pushes a %s', async (command) => {
    let status = TransactionStatus.Pending;
    const api = mockApi({ [LIST]: () => ok(page([transaction(1, { status })])) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-1');
    expect(row(1).getByText('Beklemede')).toBeInTheDocument();

    status = TransactionStatus.Confirmed;
    act(() => eventBus.emit('hub:message', { command, message: '{}' }));
    expect(await row(1).findByText('Onaylandı')).toBeInTheDocument();
    expect(api.count(LIST)).toBe(2);
  });

  it('asks again when the hub comes back after a drop (what it pushed meanwhile is lost)', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-1');
    act(() => eventBus.emit('hub:reconnected', {}));
    await waitFor(() => expect(api.count(LIST)).toBe(2));
  });

  it('does not ask again for other hub commands', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-1');
    act(() => eventBus.emit('hub:message', { command: 'Jackpot', message: '{}' }));
    await settle();
    expect(api.count(LIST)).toBe(1);
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

  it('lists the transactions as cards instead of a table, with the same badges and no cancel button', async () => {
    mockApi({ [LIST]: ok(page(EVERY_STATUS.slice(0, 5))) });
    renderDashboard(PATH);
    await screen.findByTestId('transaction-2');
    const list = screen.getByRole('list', { name: 'Finansal Hareketler' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(row(2).getByText('Para Çekme')).toBeInTheDocument();
    expect(row(2).getByText('₺2.500,75')).toBeInTheDocument();
    expect(row(2).getByText('Beklemede')).toBeInTheDocument();
    expect(row(2).queryByRole('button')).not.toBeInTheDocument();
    expect(row(4).getByText('Neden: Kart sağlayıcı tarafından reddedildi')).toBeInTheDocument();
  });

  it('shows card placeholders while loading', () => {
    mockApi({ [LIST]: () => new Promise(() => undefined) });
    renderDashboard(PATH);
    const list = screen.getByRole('list', { name: 'Finansal Hareketler' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  });
});

describe('sports bets', () => {
  const SLIPS = 'POST games/history';
  const slip: GameRound = {
    roundId: 'slip-1',
    gameCode: 'fcg-sportsbook',
    gameName: 'Spor Bahisleri',
    providerName: 'FCG',
    product: 'sports',
    status: GameRoundStatus.Completed,
    stake: 10,
    win: 27,
    net: 17,
    startedAt: '2026-11-25T10:30:00.000Z',
    updatedAt: '2026-11-25T12:31:00.000Z',
    actions: [
      { action: BetAction.Bet, amount: 10, transactionId: 'slip-1-bet', at: '2026-11-25T10:30:00.000Z', rolledBack: false },
      { action: BetAction.Win, amount: 27, transactionId: 'slip-1-win', at: '2026-11-25T12:31:00.000Z', rolledBack: false },
    ],
  };

  it('lists the sports slips with their stake and return, asking for sports alone, without a product filter', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)), [SLIPS]: ok({ items: [slip], total: 1 }) });
    renderDashboard(`${PATH}?view=sports`);
    const shown = within(await screen.findByTestId('round-slip-1'));
    expect(shown.getByText('FCG')).toBeInTheDocument();
    expect(shown.getByText('₺10,00')).toBeInTheDocument();
    expect(shown.getByText('₺27,00')).toBeInTheDocument();
    expect(api.bodies(SLIPS)).toEqual([{ product: 'sports', skip: 0, take: 20 }]);
    expect(api.bodies(LIST)).toEqual([]);
    expect(screen.queryByRole('radio', { name: 'Canlı Casino' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Spor bahisleri' })).toBeChecked();
  });

  it('switches between the views, each starting without the other`s filters, and a date filter keeps the view', async () => {
    const api = mockApi({ [LIST]: ok(page(EVERY_STATUS)), [SLIPS]: ok({ items: [slip], total: 1 }) });
    renderDashboard(`${PATH}?type=2&page=1`);
    await screen.findByTestId('transaction-1');
    fireEvent.click(screen.getByRole('radio', { name: 'Spor bahisleri' }));
    await screen.findByTestId('round-slip-1');
    expect(search()).toBe('?view=sports');

    fireEvent.change(screen.getByLabelText('Başlangıç tarihi'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(search()).toBe('?view=sports&from=2026-11-01'));
    await waitFor(() => expect(api.bodies(SLIPS).at(-1)).toEqual({ from: '2026-11-01', product: 'sports', skip: 0, take: 20 }));

    fireEvent.click(screen.getByRole('radio', { name: 'Para yatırma ve çekme' }));
    await screen.findByTestId('transaction-1');
    expect(search()).toBe('');
  });
});
