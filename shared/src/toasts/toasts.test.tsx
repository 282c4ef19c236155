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

it('a toast stays where it came: the dialog closing under it does not move it, nor show it twice', async () => {
  renderWithProviders(<Toasts />);
  act(() => openDialog('callRequest'));
  act(() => showToast('success', 'Talebiniz alındı'));
  await screen.findByText('Talebiniz alındı');
  act(() => closeDialog());
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.getAllByText('Talebiniz alındı')).toHaveLength(1);
  expect(placeOf('Talebiniz alındı')).toBe('top-right');
  // the next one, with no dialog open, comes at the top centre
  act(() => showToast('info', 'Sonraki'));
  await screen.findByText('Sonraki');
  expect(placeOf('Sonraki')).toBe('top-center');
});

it('while a dialog too wide to stand beside is open on desktop, stands bottom right, clear of its close button at the top', async () => {
  // A sign-up dialog with its picture, 900 px wide, centred in a 1280 px window: 190 px free on its right.
  const dialog = document.createElement('section');
  dialog.className = 'mantine-Modal-content';
  dialog.getBoundingClientRect = () => ({ x: 190, y: 60, left: 190, top: 60, right: 1090, bottom: 840, width: 900, height: 780, toJSON: () => ({}) }) as DOMRect;
  document.body.appendChild(dialog);
  const width = window.innerWidth;
  window.innerWidth = 1280;
  try {
    renderWithProviders(<Toasts />);
    act(() => openDialog('register'));
    act(() => showToast('error', 'Kullanıcı adı alınmış'));
    await screen.findByText('Kullanıcı adı alınmış');
    expect(placeOf('Kullanıcı adı alınmış')).toBe('bottom-right');
  } finally {
    act(() => closeDialog());
    dialog.remove();
    window.innerWidth = width;
  }
});

it('a full-screen dialog (a game, SMS verification) on desktop: bottom right, never over its top bar', async () => {
  const dialog = document.createElement('section');
  dialog.className = 'mantine-Modal-content';
  dialog.getBoundingClientRect = () => ({ x: 0, y: 0, left: 0, top: 0, right: window.innerWidth, bottom: 768, width: window.innerWidth, height: 768, toJSON: () => ({}) }) as DOMRect;
  document.body.appendChild(dialog);
  try {
    renderWithProviders(<Toasts />);
    act(() => openDialog('smsVerify'));
    act(() => showToast('error', 'Kod hatalı'));
    await screen.findByText('Kod hatalı');
    expect(placeOf('Kod hatalı')).toBe('bottom-right');
  } finally {
    act(() => closeDialog());
    dialog.remove();
  }
});
