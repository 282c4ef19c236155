import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fail, mockApi, ok, renderWithProviders } from '@arcadia/shared/testing';
import { PromotionsPage } from './promotions-page';
import { PromotionDialog } from '../content-dialogs';
import { PromotionsTeaser, TEASER_TIMEOUT_MS } from './promotions-teaser';
import { openDialogState, closeDialog } from '@arcadia/shared';
import { seedSession } from '@arcadia/shared/testing';

const PROMOTIONS = [
  { id: 1, title: '%100 Hoş Geldin Bonusu', imageUrl: '/p/welcome-card.svg', detailImageUrl: '/p/welcome-detail.svg', description: '<p>İlk yatırıma <strong>%100</strong></p><script>x()</script>' },
  { id: 2, title: 'Haftalık Kayıp Bonusu', imageUrl: '/p/cb-card.svg', detailImageUrl: '/p/cb-detail.svg', description: '<p>%25</p>' },
];

beforeEach(() => {
  closeDialog();
  seedSession(null);
});

it('lists the promotions from GET cms/promotions and opens the detail dialog with the second image, title and HTML', async () => {
  mockApi({ 'GET cms/promotions': () => ok(PROMOTIONS) });
  renderWithProviders(
    <>
      <PromotionsPage />
      <PromotionDialog />
    </>,
  );
  expect(await screen.findByText('Haftalık Kayıp Bonusu')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Detaylar' })[0]!);

  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('%100 Hoş Geldin Bonusu');
  expect(dialog.querySelector('img')).toHaveAttribute('src', '/p/welcome-detail.svg');
  expect(dialog.querySelector('strong')).toHaveTextContent('%100');
  expect(dialog.innerHTML).not.toContain('<script');

  fireEvent.click(screen.getByRole('button', { name: 'Hemen Katıl' }));
  expect(openDialogState.get()?.dialog).toBe('register');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says so when there are none', async () => {
  mockApi({ 'GET cms/promotions': () => ok([]) });
  renderWithProviders(<PromotionsPage />);
  expect(await screen.findByText('Şu anda aktif promosyon bulunmuyor.')).toBeInTheDocument();
});

it('a link in the description goes to that page and closes the dialog', async () => {
  mockApi({ 'GET cms/promotions': () => ok([{ ...PROMOTIONS[1]!, description: '<p><a href="/pages/5">Bonus Kuralları</a></p>' }]) });
  renderWithProviders(
    <>
      <PromotionsPage />
      <PromotionDialog />
    </>,
    { routes: ['/promotions'] },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Detaylar' }));
  fireEvent.click(await screen.findByRole('link', { name: 'Bonus Kuralları' }));
  expect(openDialogState.get()).toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('a failed load says so, and its retry loads the promotions', async () => {
  const api = mockApi({ 'GET cms/promotions': () => fail('Sunucu hatası', 500) });
  renderWithProviders(<PromotionsPage />);
  expect(await screen.findByText('Promosyonlar yüklenemedi.')).toBeInTheDocument();
  api.set('GET cms/promotions', () => ok(PROMOTIONS));
  fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByText('Haftalık Kayıp Bonusu')).toBeInTheDocument();
  expect(api.count('GET cms/promotions')).toBe(2);
});

describe('the home page teaser', () => {
  it('says the promotions failed, with a retry that loads them', async () => {
    let answer: ReturnType<typeof fail> | ReturnType<typeof ok> = fail('Sunucu hatası', 500);
    const api = mockApi({ 'GET cms/promotions': () => answer });
    renderWithProviders(<PromotionsTeaser />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Promosyonlar yüklenemedi.');
    answer = ok(PROMOTIONS);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('%100 Hoş Geldin Bonusu')).toBeInTheDocument();
    expect(api.callsTo('GET cms/promotions')).toHaveLength(2);
  });

  it('says so when the answer does not come within the timeout', async () => {
    jest.useFakeTimers();
    try {
      mockApi({ 'GET cms/promotions': () => new Promise(() => undefined) });
      renderWithProviders(<PromotionsTeaser />);
      act(() => jest.advanceTimersByTime(TEASER_TIMEOUT_MS + 10));
      expect(screen.getByRole('alert')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
