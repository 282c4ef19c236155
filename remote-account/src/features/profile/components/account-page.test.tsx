import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { eventBus, i18n } from '@arcadia/shared';
import { fail, mockApi, ok, renderDashboard, signIn } from '../../../testing';
import type { PlayerProfile } from '@arcadia/shared';

const PROFILE: PlayerProfile = {
  username: 'ayse1990',
  usercode: '100042',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '905321234567',
  smsVerified: true,
  personalNo: '10000000146',
  country: { id: 1, name: 'Türkiye' },
  birthDate: '1990-04-23',
  createdAt: '2026-11-02T09:30:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  signIn();
});

it('shows the registration data with the national ID masked and dates day first with the month named', async () => {
  mockApi({ 'GET customer/profile': ok(PROFILE) });
  renderDashboard('/dashboard/account');

  expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
  expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
  expect(screen.getByText('+90 532 123 45 67')).toBeInTheDocument();
  expect(screen.getByText('Türkiye')).toBeInTheDocument();
  expect(screen.getByText('23 Nis 1990')).toBeInTheDocument();
  expect(screen.getByText('2 Kas 2026')).toBeInTheDocument();
  expect(screen.getByTestId('personal-no')).toHaveTextContent('••••••••146');
  expect(screen.queryByText('10000000146')).not.toBeInTheDocument();
  expect(screen.getByText('Doğrulandı')).toBeInTheDocument();
  expect(screen.queryByText('Doğrulanmadı')).not.toBeInTheDocument();
});

it('writes the dates in English with the month named, so 5 June cannot be read as 6 May', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    mockApi({ 'GET customer/profile': ok({ ...PROFILE, birthDate: '1990-06-05', country: { id: 1, name: 'Türkiye' } }) });
    renderDashboard('/dashboard/account');
    expect(await screen.findByText('5 Jun 1990')).toBeInTheDocument();
    expect(screen.getByText('2 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Türkiye')).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});

it('opens the phone verification dialog from the Not Verified tag and shows the phone verified afterwards', async () => {
  mockApi({ 'GET customer/profile': ok({ ...PROFILE, smsVerified: false }) });
  renderDashboard('/dashboard/account');
  const opened: unknown[] = [];
  const sub = eventBus.on('dialog:open').subscribe((e) => opened.push(e));

  fireEvent.click(await screen.findByRole('button', { name: 'Doğrulanmadı' }));
  expect(opened).toEqual([{ dialog: 'phoneVerification' }]);

  act(() => eventBus.emit('auth:update', { patch: { smsVerified: true, phone: '905551112233' } }));
  expect(await screen.findByText('Doğrulandı')).toBeInTheDocument();
  expect(screen.getByText('+90 555 111 22 33')).toBeInTheDocument();
  sub.unsubscribe();
});

it('shows the failure with a retry that loads the page again', async () => {
  let attempts = 0;
  mockApi({
    'GET customer/profile': () => (++attempts === 1 ? fail('Sunucuya ulaşılamadı', 500) : ok(PROFILE)),
  });
  renderDashboard('/dashboard/account');

  expect(await screen.findByText('Sunucuya ulaşılamadı')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Ayşe Yılmaz' })).toBeInTheDocument());
});
