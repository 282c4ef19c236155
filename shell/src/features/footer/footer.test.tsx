import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { siteContentFixture } from '../../app/testing/fixtures';
import { Footer } from './footer';
import { telegramHref, whatsappHref } from './contact-links';
import { openDialogState, closeDialog } from '@arcadia/shared';
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

it('shows the 16 provider logos from the server, 80 px high', () => {
  renderWithProviders(<Footer />);
  const logos = within(screen.getByTestId('provider-logos')).getAllByRole('img');
  expect(logos).toHaveLength(16);
  expect(new Set(logos.map((img) => img.getAttribute('src'))).size).toBe(16);
  expect(logos[0]).toHaveAttribute('src', expect.stringMatching(/^static\/content\/providers\/.+\.svg$/));
});

it('has WhatsApp and Telegram in a new tab, the call request link, the licence badge, copyright 2024', () => {
  renderWithProviders(<Footer />);
  const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
  expect(whatsapp).toHaveAttribute('href', 'https://wa.me/908505552225');
  expect(whatsapp).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/arcadia_official');
  const badge = screen.getByRole('link', { name: /22-0025/ });
  expect(badge).toHaveAttribute('href', '/pages/3');
  expect(within(badge).getByRole('img')).toHaveAttribute('src', 'static/content/licence-22-0025.svg');
  expect(screen.getByText(/© 2024 Arcadia/)).toBeInTheDocument();
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
