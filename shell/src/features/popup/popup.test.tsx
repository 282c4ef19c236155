import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { STORAGE_KEYS, closeDialog, openDialog } from '@arcadia/shared';
import { act } from '@testing-library/react';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { siteContentFixture } from '../../app/testing/fixtures';
import { POPUP_IMAGE_SIZES, PromoPopup } from './promo-popup';
import { popupHash, popupTarget } from './popup-hash';
import { promoPopupOpen } from './popup-open';
import { seedSiteContent } from '@arcadia/shared/testing';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Without the wait after the page's load, and with the player already engaged (both have their own test below). */
function renderPopup(delayMs = 0) {
  const view = renderWithProviders(
    <>
      <PromoPopup delayMs={delayMs} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { routes: ['/pages'] },
  );
  fireEvent.pointerDown(window);
  return view;
}

beforeEach(() => {
  closeDialog();
  localStorage.clear();
  seedSiteContent(siteContentFixture());
});

it('shows the popup once per content, remembered by its hash', async () => {
  const first = renderPopup();
  expect(await screen.findByRole('button', { name: 'Kampanyayı görüntüle' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBe(popupHash(siteContentFixture().popup!));
  first.unmount();

  renderPopup();
  expect(screen.queryByRole('button', { name: 'Kampanyayı görüntüle' })).not.toBeInTheDocument();
});

it('says while it is on screen, for the shell\'s other dialogs to wait', async () => {
  renderPopup();
  await screen.findByRole('button', { name: 'Kampanyayı görüntüle' });
  expect(promoPopupOpen.get()).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Kampanyayı görüntüle' }));
  expect(promoPopupOpen.get()).toBe(false);
});

it('shows again when the content changes', async () => {
  localStorage.setItem(STORAGE_KEYS.popupHash, popupHash(siteContentFixture().popup!));
  seedSiteContent(siteContentFixture({ popup: { images: [{ url: '/p/new.svg' }], url: null } }));
  renderPopup();
  expect(await screen.findByRole('button', { name: 'Kampanyayı görüntüle' })).toBeInTheDocument();
});

it('has the three image sizes; a click goes to its url and closes it', async () => {
  renderPopup();
  const button = await screen.findByRole('button', { name: 'Kampanyayı görüntüle' });
  const sources = Array.from(button.querySelectorAll('source')).map((s) => s.getAttribute('srcset'));
  expect(sources).toEqual(['/p/lg.svg', '/p/md.svg']);
  expect(button.querySelector('img')).toHaveAttribute('src', '/p/sm.svg');
  fireEvent.click(button);
  expect(screen.getByTestId('where')).toHaveTextContent('/promotions');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Kampanyayı görüntüle' })).not.toBeInTheDocument());
});

it('shows nothing without a popup', () => {
  seedSiteContent(siteContentFixture({ popup: null }));
  renderPopup();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();
});

it('targets its internal url or the root', () => {
  expect(popupTarget('/promotions')).toBe('/promotions');
  expect(popupTarget('pages/3')).toBe('/pages/3');
  expect(popupTarget(null)).toBe('/');
});

it('waits while another dialog is open, and gives way when one opens', async () => {
  openDialog('login');
  renderPopup();
  expect(screen.queryByRole('button', { name: 'Kampanyayı görüntüle' })).not.toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();

  act(() => closeDialog());
  expect(await screen.findByRole('button', { name: 'Kampanyayı görüntüle' })).toBeInTheDocument();
  act(() => openDialog('register'));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Kampanyayı görüntüle' })).not.toBeInTheDocument());
});

it('opens 3 s after the page has loaded, not over a page the player has not seen yet', async () => {
  jest.useFakeTimers();
  try {
    expect(document.readyState).toBe('complete');
    renderWithProviders(<PromoPopup />);
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('waits for the player to engage with the page: no popup over a page nobody has touched', async () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<PromoPopup />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: 'ArrowDown' });
    });
    expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('gives each image size its width and height, so the dialog has its size before the image loads', async () => {
  renderPopup();
  const button = await screen.findByRole('button', { name: 'Kampanyayı görüntüle' });
  const sizes = [...Array.from(button.querySelectorAll('source')).reverse(), button.querySelector('img')!].map((element) => ({
    width: Number(element.getAttribute('width')),
    height: Number(element.getAttribute('height')),
  }));
  expect(sizes).toEqual([POPUP_IMAGE_SIZES[1], POPUP_IMAGE_SIZES[2], POPUP_IMAGE_SIZES[0]]);
});
