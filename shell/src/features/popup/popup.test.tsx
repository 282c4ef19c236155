import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, seedSiteContent } from '@arcadia/shared/testing';
import { Modal } from '@arcadia/ui';
import { STORAGE_KEYS, closeDialog, holdDialogOffers, openDialog, openDialogState } from '@arcadia/shared';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { siteContentFixture } from '../../app/testing/fixtures';
import { POPUP_IMAGE_SIZES, PromoPopup } from './promo-popup';
import { popupHash, popupTarget } from './popup-hash';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Without the wait after the page's load or after an input, and with the player already engaged (each has its own test below). */
function renderPopup(delayMs = 0, quietMs = 0) {
  const view = renderWithProviders(
    <>
      <PromoPopup delayMs={delayMs} quietMs={quietMs} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { routes: ['/pages'] },
  );
  fireEvent.pointerDown(window);
  return view;
}

const popupButton = () => screen.queryByRole('button', { name: 'Kampanyayı görüntüle' });

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

it('is the bus dialog promoPopup, only ever offered', async () => {
  renderPopup();
  await screen.findByRole('button', { name: 'Kampanyayı görüntüle' });
  expect(openDialogState.get()).toEqual({ dialog: 'promoPopup', props: {}, offered: true });
  fireEvent.click(screen.getByRole('button', { name: 'Kampanyayı görüntüle' }));
  expect(openDialogState.get()).toBeNull();
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

it('waits while another dialog is open, and gives way when one opens: that one stays, and closing the popup never closes it', async () => {
  openDialog('login');
  renderPopup();
  expect(popupButton()).not.toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();

  act(() => closeDialog());
  // the player uses the page again
  fireEvent.pointerDown(window);
  expect(await screen.findByRole('button', { name: 'Kampanyayı görüntüle' })).toBeInTheDocument();
  act(() => openDialog('deposit'));
  await waitFor(() => expect(popupButton()).not.toBeInTheDocument());
  expect(openDialogState.get()?.dialog).toBe('deposit');
  // whatever closes the popup late (its close button, Escape) leaves the deposit dialog open
  act(() => closeDialog('promoPopup'));
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(openDialogState.get()?.dialog).toBe('deposit');
});

it('never opens over a modal that is not a bus dialog, and comes once it has gone', () => {
  jest.useFakeTimers();
  try {
    const other = renderWithProviders(
      <Modal opened onClose={() => undefined} title="Onay">
        içerik
      </Modal>,
    );
    renderPopup(0, 500);
    act(() => jest.advanceTimersByTime(5000));
    expect(popupButton()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();
    other.unmount();
    act(() => jest.advanceTimersByTime(500));
    expect(popupButton()).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('never opens while a game is being played, and a game that starts closes it', async () => {
  const release = holdDialogOffers();
  renderPopup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(popupButton()).not.toBeInTheDocument();
  act(() => release());
  expect(await screen.findByRole('button', { name: 'Kampanyayı görüntüle' })).toBeInTheDocument();

  let again = () => undefined as void;
  act(() => {
    again = holdDialogOffers();
  });
  await waitFor(() => expect(popupButton()).not.toBeInTheDocument());
  expect(openDialogState.get()).toBeNull();
  again();
});

it('Escape closes it wherever focus is, even in a field that keeps Escape for itself', async () => {
  renderWithProviders(<input aria-label="Arama" data-mantine-stop-propagation="true" />);
  renderPopup();
  await screen.findByRole('button', { name: 'Kampanyayı görüntüle' });
  const field = screen.getByRole('textbox', { name: 'Arama' });
  field.focus();
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(openDialogState.get()).toBeNull();
  await waitFor(() => expect(popupButton()).not.toBeInTheDocument());
});

describe('when it opens', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 3 s after the page has loaded, not over a page the player has not seen yet', () => {
    expect(document.readyState).toBe('complete');
    renderWithProviders(<PromoPopup quietMs={0} />);
    fireEvent.scroll(window);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  });

  it('waits for the player to engage with the page: no popup over a page nobody has touched', () => {
    renderWithProviders(<PromoPopup />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();
    act(() => {
      fireEvent.keyDown(window, { key: 'ArrowDown' });
    });
    // not under the key press: 2 s later
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  });

  it('never opens in the 2 s after a click, however long the player keeps clicking', () => {
    renderWithProviders(<PromoPopup />);
    // a click every 1.5 s for 9 s, well past the 3 s wait
    for (let elapsed = 0; elapsed < 9000; elapsed += 1500) {
      act(() => {
        fireEvent.pointerDown(window);
      });
      act(() => jest.advanceTimersByTime(1500));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  });

  it('never opens while the player uses a frame (the sportsbook): the page hears no click there', () => {
    renderWithProviders(
      <>
        <PromoPopup />
        <iframe title="Spor bahisleri" />
      </>,
    );
    fireEvent.pointerDown(window);
    // the player clicks into the frame: focus moves there and the window loses it
    act(() => {
      screen.getByTitle('Spor bahisleri').focus();
      fireEvent.blur(window);
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();

    // back on the page: the quiet time counts from there
    act(() => {
      (document.activeElement as HTMLElement).blur();
      fireEvent.pointerDown(window);
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  });

  it('after a dialog closes (the login), waits for the player to use the page again: a Deposit clicked then opens its dialog, never the popup', () => {
    renderWithProviders(<PromoPopup />);
    fireEvent.pointerDown(window);
    act(() => openDialog('login'));
    act(() => jest.advanceTimersByTime(10_000));
    act(() => closeDialog('login'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      fireEvent.pointerDown(window);
      openDialog('deposit');
    });
    act(() => jest.advanceTimersByTime(10_000));
    expect(openDialogState.get()?.dialog).toBe('deposit');
    expect(localStorage.getItem(STORAGE_KEYS.popupHash)).toBeNull();

    // closed, then a scroll: the popup, 2 s after the dialog closed
    act(() => closeDialog('deposit'));
    act(() => {
      fireEvent.scroll(window);
    });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Kampanya duyurusu' })).toBeInTheDocument();
  });
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
