import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { notifications } from '@arcadia/ui';
import { closeDialog, openDialog, showToast } from '../bus/event-bus';
import { Toasts, showBusToast } from './toasts';

afterEach(() => act(() => notifications.clean()));

it('shows bus toasts with their message', async () => {
  renderWithProviders(<Toasts />);
  act(() => showToast('error', 'Kullanıcı adı veya şifre hatalı'));
  expect(await screen.findByText('Kullanıcı adı veya şifre hatalı')).toBeInTheDocument();
});

it('closes after 4000 ms, loading toasts after 30000 ms', () => {
  const show = jest.spyOn(notifications, 'show');
  showBusToast({ kind: 'success', message: 'ok' });
  showBusToast({ kind: 'loading', message: 'wait' });
  expect(show.mock.calls[0]?.[0]).toMatchObject({ autoClose: 4000, color: 'teal', loading: false });
  expect(show.mock.calls[1]?.[0]).toMatchObject({ autoClose: 30000, loading: true });
  show.mockRestore();
});

it('keeps at most 5 on screen, at the top centre', async () => {
  renderWithProviders(<Toasts />);
  act(() => {
    for (let i = 1; i <= 7; i++) showToast('info', `mesaj ${i}`);
  });
  expect(await screen.findByText('mesaj 5')).toBeInTheDocument();
  expect(screen.queryByText('mesaj 6')).not.toBeInTheDocument();
  expect(document.querySelector('[data-position="top-center"]')).toBeInTheDocument();
});

const placeOf = (text: string) => screen.getByText(text).closest<HTMLElement>('.arc-toasts')?.dataset.position;

it('on desktop stands at the top centre (the kit puts it below the site header)', async () => {
  renderWithProviders(<Toasts />);
  act(() => showToast('info', 'Masaüstü'));
  await screen.findByText('Masaüstü');
  expect(placeOf('Masaüstü')).toBe('top-center');
});

it('on a phone stands at the bottom centre (above the bottom bar)', async () => {
  const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
  try {
    renderWithProviders(<Toasts />);
    act(() => showToast('info', 'Telefon'));
    await screen.findByText('Telefon');
    expect(placeOf('Telefon')).toBe('bottom-center');
  } finally {
    matchMedia.mockRestore();
  }
});

it('a success dismisses the error toasts still on screen, and leaves the others', async () => {
  renderWithProviders(<Toasts />);
  act(() => {
    showToast('error', 'Kod hatalı');
    showToast('info', 'Kod gönderildi');
  });
  expect(await screen.findByText('Kod hatalı')).toBeInTheDocument();
  act(() => showToast('success', 'Telefon doğrulandı'));
  expect(await screen.findByText('Telefon doğrulandı')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Kod hatalı')).not.toBeInTheDocument());
  expect(screen.getByText('Kod gönderildi')).toBeInTheDocument();
});

it('while a dialog is open on desktop, stands top right, beside the centred dialog', async () => {
  renderWithProviders(<Toasts />);
  act(() => openDialog('callRequest'));
  act(() => showToast('error', 'Kaydedilemedi'));
  await screen.findByText('Kaydedilemedi');
  expect(placeOf('Kaydedilemedi')).toBe('top-right');
  act(() => closeDialog());
});
