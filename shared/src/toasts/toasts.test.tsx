import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { notifications } from '@arcadia/ui';
import { showToast } from '../bus/event-bus';
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
