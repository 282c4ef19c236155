import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, ok, renderWithProviders } from '@arcadia/shared/testing';
import { SITE_CONTENT_TIMEOUT_MS, siteContentStatus$ } from '../site-data';
import { siteContentFixture } from '../../app/testing/fixtures';
import { Footer } from './footer';
import { telegramHref, whatsappHref } from './contact-links';
import { openDialogState, closeDialog, i18n } from '@arcadia/shared';
import { seedSiteContent } from '@arcadia/shared/testing';

beforeEach(() => {
  closeDialog();
  seedSiteContent(siteContentFixture());
});

it('links the pages of site-content category 2, and only those, to /pages/{id}', () => {
  renderWithProviders(<Footer />);
  const links = within(screen.getByTestId('footer-pages')).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Hakkımızda', '/pages/3'],
    ['Gizlilik Politikası', '/pages/4'],
    ['Sorumlu Oyun', '/pages/6'],
  ]);
  expect(screen.queryByRole('link', { name: 'Bonus Kuralları' })).not.toBeInTheDocument();
});

it('links the shell\'s responsible gaming page beside the 18+ badge, in both languages', async () => {
  renderWithProviders(<Footer />);
  expect(screen.getByTestId('footer-responsible-gaming')).toHaveAttribute('href', '/responsible-gaming');
  expect(screen.getByTestId('footer-responsible-gaming')).toHaveAccessibleName('Sorumlu Oyun');
  expect(screen.getByRole('img', { name: '18+: 18 yaşından küçüklerin oyun oynaması yasaktır' })).toHaveTextContent('18+');
  await act(() => i18n.changeLanguage('en'));
  try {
    expect(screen.getByTestId('footer-responsible-gaming')).toHaveAccessibleName('Responsible Gaming');
    expect(screen.getByRole('img', { name: '18+: gambling is for adults aged 18 and over' })).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('shows the 16 provider logos from the server, 80 px high', () => {
  renderWithProviders(<Footer />);
  const logos = within(screen.getByTestId('provider-logos')).getAllByRole('img');
  expect(logos).toHaveLength(16);
  expect(new Set(logos.map((img) => img.getAttribute('src'))).size).toBe(16);
  expect(logos[0]).toHaveAttribute('src', expect.stringMatching(/^static\/content\/providers\/.+\.svg$/));
});

it('has WhatsApp and Telegram in a new tab, the call request link, the licence badge, copyright of the current year', () => {
  jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'setInterval'] });
  renderWithProviders(<Footer />);
  const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
  expect(whatsapp).toHaveAttribute('href', 'https://wa.me/908505552225');
  expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/arcadia_official');
  const badge = screen.getByRole('link', { name: /22-0025/ });
  expect(badge).toHaveAttribute('href', '/pages/3');
  expect(within(badge).getByRole('img')).toHaveAttribute('src', 'static/content/licence-22-0025.svg');
  expect(screen.getByText(/© 2031 Arcadia/)).toBeInTheDocument();
  jest.useRealTimers();
  expect(screen.getByText(/22-0025 numaralı lisans/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Çağrı Talep Formu' }));
  expect(openDialogState.get()?.dialog).toBe('callRequest');
});

it('back to top scrolls the page up', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  renderWithProviders(<Footer />);
  fireEvent.click(screen.getByRole('button', { name: 'Yukarı çık' }));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollTo.mockRestore();
});

it('leaves out WhatsApp and Telegram when they are not set', () => {
  seedSiteContent(siteContentFixture({ siteOption: [] }));
  renderWithProviders(<Footer />);
  expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Telegram' })).not.toBeInTheDocument();
});

it('turns phone numbers and handles into chat links', () => {
  expect(whatsappHref('+90 (850) 555 22 25')).toBe('https://wa.me/908505552225');
  expect(whatsappHref('https://wa.me/1')).toBe('https://wa.me/1');
  expect(telegramHref('@arcadia')).toBe('https://t.me/arcadia');
  expect(telegramHref(null)).toBeNull();
});

describe('without the site content', () => {
  beforeEach(() => seedSiteContent(null));
  afterEach(() => act(() => siteContentStatus$.next('loading')));

  it('says the footer links failed when the site content failed, and its retry loads them', async () => {
    const api = mockApi({ 'GET cms/grouped': () => ok(siteContentFixture()) });
    siteContentStatus$.next('failed');
    renderWithProviders(<Footer />);
    expect(screen.getByTestId('footer-pages-failed')).toHaveTextContent('Bağlantılar yüklenemedi.');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await within(screen.getByTestId('footer-pages')).findByRole('link', { name: 'Hakkımızda' })).toBeInTheDocument();
    expect(screen.queryByTestId('footer-pages-failed')).not.toBeInTheDocument();
    expect(api.callsTo('GET cms/grouped')).toHaveLength(1);
  });

  it('says so when the site content does not come within the timeout', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Footer />);
      expect(screen.queryByTestId('footer-pages-failed')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(SITE_CONTENT_TIMEOUT_MS + 10));
      expect(screen.getByTestId('footer-pages-failed')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
