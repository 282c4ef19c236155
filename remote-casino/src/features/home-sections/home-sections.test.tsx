import { act, fireEvent, screen, within } from '@testing-library/react';
import { fail, mockApi, ok, renderWithProviders, seedSiteContent } from '@arcadia/shared/testing';
import type { SiteContent } from '@arcadia/shared';
import { HomeSections } from './home-sections';
import { selectJackpots } from './jackpot-selection';
import { casinoCategoryPath } from './casino-category-path';
import { SECTION_TIMEOUT_MS } from './use-section-content';
import { JACKPOT_REFRESH_MS } from './use-live-jackpots';

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ level: `L${i}`, value: i }));
const suits = (...values: number[]) =>
  ['spades', 'hearts', 'diamonds', 'clubs'].slice(0, values.length).map((level, i) => ({ level, value: values[i]! }));

const content = {
  casinoCategoryList: [
    { id: 1, name: 'Popüler', slugList: ['popular'], imageUrl: '/c/popular.svg' },
    { id: 4, name: 'Canlı Casino', slugList: ['live', 'live-casino'], imageUrl: '/c/live.svg' },
  ],
  egtJackpotCards: [{ instanceName: 'Egypt Quest', levelStats: suits(4, 3, 2, 1), currentLevelI: 4 }],
  jackpotCards: [
    { instanceName: 'High Cash', levelStats: suits(1284310.42, 96517.08, 12840.66, 2215.3), currentLevelI: 1284310.42 },
    { instanceName: 'Clover Chance', levelStats: suits(735902.81, 54018.73, 7420.19, 986.45), currentLevelI: 735902.81 },
    { instanceName: 'Bell Link', levelStats: suits(1, 2, 3), currentLevelI: 1 },
  ],
} as unknown as SiteContent;

beforeEach(() => seedSiteContent(content));

it('shows only High Cash and Clover Chance with 4 levels, Clover Chance first', () => {
  const cards = selectJackpots(
    [
      { instanceName: 'High Cash', levelStats: levels(4), currentLevelI: 1 },
      { instanceName: 'Bell Link', levelStats: levels(4), currentLevelI: 1 },
      { instanceName: 'Clover Chance', levelStats: levels(4), currentLevelI: 1 },
    ],
    [{ instanceName: 'Egypt Quest', levelStats: levels(4), currentLevelI: 1 }],
  );
  expect(cards.map((c) => c.instanceName)).toEqual(['Clover Chance', 'High Cash']);
  expect(selectJackpots([{ instanceName: 'High Cash', levelStats: levels(3), currentLevelI: 1 }])).toEqual([]);
  expect(selectJackpots(undefined, null)).toEqual([]);
});

it('links casino categories to their lobby', () => {
  expect(casinoCategoryPath({ id: 1, name: 'Canlı', slugList: ['live', 'live-casino'], imageUrl: '' })).toBe('/casino/live');
  expect(casinoCategoryPath({ id: 2, name: 'TV', slugList: ['tvbets'], imageUrl: '' })).toBe('/casino/tvbets');
  expect(casinoCategoryPath({ id: 3, name: 'Popüler', slugList: ['popular'], imageUrl: '' })).toBe('/casino/slot?category=popular');
  expect(casinoCategoryPath({ id: 4, name: 'Boş', slugList: [], imageUrl: '' })).toBe('/casino/slot');
});

it('renders the category tiles from the shell-loaded site content', () => {
  renderWithProviders(<HomeSections section="categories" />);
  const categories = screen.getByRole('region', { name: 'Oyun Kategorileri' });
  expect(within(categories).getByRole('link', { name: 'Canlı Casino' })).toHaveAttribute('href', '/casino/live');
  expect(within(categories).getByRole('link', { name: 'Popüler' })).toHaveAttribute('href', '/casino/slot?category=popular');
});

it('renders the jackpot cards, Clover Chance first, with their four levels', () => {
  renderWithProviders(<HomeSections section="jackpots" />);
  const jackpots = screen.getAllByTestId('jackpot-card');
  expect(jackpots.map((c) => within(c).getByText(/Clover|High/).textContent)).toEqual(['Clover Chance', 'High Cash']);
  expect(jackpots[1]).toHaveTextContent('₺1.284.310,42');
  const rows = within(jackpots[0]!).getAllByRole('listitem');
  expect(rows.map((l) => l.textContent)).toEqual(['♠Maça₺735.902,81', '♥Kupa₺54.018,73', '♦Karo₺7.420,19', '♣Sinek₺986,45']);
});

it('keeps its place with skeletons before the first site content, and renders nothing for an unknown section', () => {
  seedSiteContent(null);
  const { container, unmount } = renderWithProviders(<HomeSections section="jackpots" />);
  expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(2);
  unmount();
  renderWithProviders(<HomeSections section="nope" />);
  expect(screen.queryByRole('region')).toBeNull();
});

describe('without the site content', () => {
  beforeEach(() => {
    seedSiteContent(null);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    ['categories', 'Oyun Kategorileri'],
    ['jackpots', 'Jackpotlar'],
  ])('the %s section says it failed after the timeout, and its retry loads it', async (section, name) => {
    const api = mockApi({ 'GET cms/grouped': ok(content) });
    renderWithProviders(<HomeSections section={section} />);
    const region = screen.getByRole('region', { name });
    act(() => jest.advanceTimersByTime(SECTION_TIMEOUT_MS - 100));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(within(region).getByRole('alert')).toHaveTextContent('Bu bölüm yüklenemedi.');
    fireEvent.click(within(region).getByRole('button', { name: 'Tekrar dene' }));
    expect((await within(region).findAllByRole(section === 'categories' ? 'link' : 'listitem')).length).toBeGreaterThan(0);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET cms/grouped')).toHaveLength(1);
  });
});

describe('live jackpot values', () => {
  const grown = {
    egtJackpotCards: [],
    jackpotCards: [
      { instanceName: 'High Cash', levelStats: suits(1284399.99, 96517.08, 12840.66, 2215.3), currentLevelI: 1284399.99 },
      { instanceName: 'Clover Chance', levelStats: suits(735999.5, 54018.73, 7420.19, 986.45), currentLevelI: 735999.5 },
    ],
  };

  it('replaces the site content figures with the pools’ values and reads them again while the page is open', async () => {
    jest.useFakeTimers();
    try {
      let answers = 0;
      const api = mockApi({
        'GET casino/jackpots': () => {
          answers += 1;
          return ok(answers === 1 ? grown : { ...grown, jackpotCards: [{ ...grown.jackpotCards[0]!, levelStats: suits(1284500, 96517.08, 12840.66, 2215.3) }, grown.jackpotCards[1]!] });
        },
      });
      renderWithProviders(<HomeSections section="jackpots" />);
      // The site content's figure first, then the pool's.
      expect(screen.getAllByTestId('jackpot-card')[1]).toHaveTextContent('₺1.284.310,42');
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(screen.getAllByTestId('jackpot-card')[1]).toHaveTextContent('₺1.284.399,99');
      expect(screen.getAllByTestId('jackpot-card')[0]).toHaveTextContent('₺735.999,50');
      await act(async () => jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS + 10));
      expect(api.count('GET casino/jackpots')).toBe(2);
      expect(screen.getAllByTestId('jackpot-card')[1]).toHaveTextContent('₺1.284.500,00');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the site content figures when the pools cannot be read', async () => {
    mockApi({ 'GET casino/jackpots': fail('unavailable', 503) });
    renderWithProviders(<HomeSections section="jackpots" />);
    await screen.findAllByTestId('jackpot-card');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getAllByTestId('jackpot-card')[1]).toHaveTextContent('₺1.284.310,42');
  });
});
