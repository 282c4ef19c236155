import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderWithProviders } from '@arcadia/shared/testing';
import { eventBus } from '@arcadia/shared';
import { siteContentStatus$ } from '../site-data';
import { siteContentFixture } from '../../app/testing/fixtures';
import { HomeCarousel } from './home-carousel';
import { slideLink, slidesFor } from './slide-link';
import { seedSiteContent } from '@arcadia/shared/testing';

beforeEach(() => {
  seedSiteContent(null);
  siteContentStatus$.next('loading');
});

describe('slide links', () => {
  it('https opens in a new tab, other urls are internal routes, a missing url leads to the root', () => {
    expect(slideLink('https://t.me/arcadia')).toEqual({ kind: 'external', href: 'https://t.me/arcadia' });
    expect(slideLink('/casino/live')).toEqual({ kind: 'internal', to: '/casino/live' });
    expect(slideLink('promotions')).toEqual({ kind: 'internal', to: '/promotions' });
    expect(slideLink(null)).toEqual({ kind: 'internal', to: '/' });
    expect(slideLink(undefined)).toEqual({ kind: 'internal', to: '/' });
    expect(slideLink('  ')).toEqual({ kind: 'internal', to: '/' });
  });

  it('renders them as such', () => {
    seedSiteContent(siteContentFixture());
    renderWithProviders(<HomeCarousel />);
    const slides = screen.getAllByRole('group', { name: /^Kampanya \d$/ });
    expect(slides).toHaveLength(3);
    const [first, second, third] = slides.map((s) => within(s).getByRole('link'));
    expect(first).toHaveAttribute('href', '/promotions');
    expect(first).not.toHaveAttribute('target');
    expect(second).toHaveAttribute('href', 'https://t.me/arcadia');
    expect(second).toHaveAttribute('target', '_blank');
    expect(second).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(third).toHaveAttribute('href', '/');
  });
});

it('shows three placeholder slides and a Loading... spinner before data arrives', () => {
  renderWithProviders(<HomeCarousel />);
  expect(screen.getAllByTestId('carousel-placeholder')).toHaveLength(3);
  expect(screen.getByText('Yükleniyor...').closest('[role="status"]')).toHaveClass('arc-carousel__loading');
  act(() => {
    seedSiteContent(siteContentFixture());
    siteContentStatus$.next('ready');
  });
  expect(screen.queryAllByTestId('carousel-placeholder')).toHaveLength(0);
  expect(screen.queryByText('Yükleniyor...')).not.toBeInTheDocument();
});

it('starts as a still row of the same slides and becomes the carousel, with its controls, after the first frame', async () => {
  seedSiteContent(siteContentFixture());
  siteContentStatus$.next('ready');
  const { container } = renderWithProviders(<HomeCarousel />);
  const still = container.querySelector('.arc-carousel__still');
  expect(still).not.toBeNull();
  const stillSlides = screen.getAllByTestId('carousel-slide');
  expect(stillSlides.length).toBeGreaterThan(0);
  stillSlides.forEach((slide) => expect(slide).toHaveClass('arc-carousel__still-slide'));
  expect(container.querySelector('.arc-carousel__control')).toBeNull();

  await waitFor(() => expect(container.querySelector('.arc-carousel__control')).not.toBeNull());
  expect(container.querySelector('.arc-carousel__still')).toBeNull();
  const slides = screen.getAllByTestId('carousel-slide');
  expect(slides).toHaveLength(stillSlides.length);
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(stillSlides.map((slide) => slide.getAttribute('aria-label')));
  slides.forEach((slide) => expect(slide).not.toHaveClass('arc-carousel__still-slide'));
});

it('uses three image sizes: default, 992 px and up, 1200 px and up', () => {
  seedSiteContent(siteContentFixture());
  renderWithProviders(<HomeCarousel />);
  const picture = screen.getAllByTestId('carousel-slide')[0]!.querySelector('picture')!;
  const sources = Array.from(picture.querySelectorAll('source')).map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
  expect(sources).toEqual([
    ['(min-width: 1200px)', '/s/welcome-lg.svg'],
    ['(min-width: 992px)', '/s/welcome-md.svg'],
  ]);
  expect(picture.querySelector('img')).toHaveAttribute('src', '/s/welcome-sm.svg');
});

it('swaps to the slides of another slider on slider:active', () => {
  seedSiteContent(siteContentFixture());
  renderWithProviders(<HomeCarousel />);
  expect(screen.getAllByTestId('carousel-slide')).toHaveLength(3);
  act(() => eventBus.emit('slider:active', { slug: 'casino' }));
  const slides = screen.getAllByTestId('carousel-slide');
  expect(slides).toHaveLength(1);
  expect(within(slides[0]!).getByRole('link')).toHaveAttribute('href', '/casino/live');
});

it('picks the home slider by default', () => {
  const list = siteContentFixture().sliderList;
  expect(slidesFor(list, null).every((s) => s.slug === 'home')).toBe(true);
  expect(slidesFor([list[3]!], null)).toHaveLength(1);
  expect(slidesFor([], 'home')).toEqual([]);
});

describe('when the site content does not come', () => {
  it('says the campaigns failed, with a retry that loads them', async () => {
    seedSiteContent(null);
    const api = mockApi({ 'GET cms/grouped': () => ok(siteContentFixture()) });
    act(() => siteContentStatus$.next('failed'));
    renderWithProviders(<HomeCarousel />);
    expect(screen.getByRole('alert')).toHaveTextContent('Kampanyalar yüklenemedi.');
    expect(screen.queryByText('Yükleniyor...')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByTestId('carousel-slide')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET cms/grouped')).toHaveLength(1);
  });
});
