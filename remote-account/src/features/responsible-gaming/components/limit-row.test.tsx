import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import type { ResponsibleGamingLimit } from '@arcadia/shared';
import '../../../i18n';
import { LimitRow } from './limit-row';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const IN_23_59_12 = new Date(NOW + (23 * 3600 + 59 * 60 + 12) * 1000).toISOString();

const limit = (patch: Partial<ResponsibleGamingLimit> = {}): ResponsibleGamingLimit => ({
  type: 'loss',
  period: 'week',
  amount: 1000,
  used: 250,
  resetsAt: null,
  pending: null,
  ...patch,
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => {
  jest.useRealTimers();
});

it('counts down, live, to the moment a waiting rise applies', () => {
  renderWithProviders(<LimitRow type="loss" period="week" limit={limit({ pending: { amount: 2000, effectiveAt: IN_23_59_12 } })} />);
  expect(screen.getByText('Yeni limit ₺2.000,00: 23:59:12 sonra geçerli')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByText('Yeni limit ₺2.000,00: 23:59:10 sonra geçerli')).toBeInTheDocument();
});

it('says when a removal applies', () => {
  renderWithProviders(<LimitRow type="loss" period="week" limit={limit({ pending: { amount: null, effectiveAt: IN_23_59_12 } })} />);
  expect(screen.getByText('Limit kaldırılıyor: 23:59:12 sonra geçerli')).toBeInTheDocument();
});

it('shows the amount in force, what is used with its bar, and when it falls', () => {
  renderWithProviders(<LimitRow type="loss" period="week" limit={limit({ resetsAt: '2026-11-28T07:30:00.000Z' })} />);
  expect(screen.getByText('₺1.000,00')).toBeInTheDocument();
  expect(screen.getByText('₺250,00 / ₺1.000,00 kullanıldı')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Haftalık kayıp limiti: kullanılan tutar' })).toHaveAttribute('aria-valuenow', '25');
  expect(screen.getByText('Kullanım 28 Kas 2026 10:30 itibarıyla azalır')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says "no limit" where there is none, with a button to set one', () => {
  renderWithProviders(<LimitRow type="stake" period="day" limit={null} />);
  expect(screen.getByText('Limit yok')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Günlük bahis limiti: değiştir' })).toHaveTextContent('Belirle');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
