import { screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import '../../../i18n';
import { fillActivityDays } from '../activity-days';
import ActivityChart from './activity-chart';

// jsdom lays nothing out: give the chart's container a size, as a browser would.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 800, height: 300, top: 0, left: 0, right: 800, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});
afterEach(() => jest.restoreAllMocks());

it('draws with the real chart library and names the five series in the legend', async () => {
  const days = fillActivityDays([{ day: '2026-11-20', deposits: 100, withdrawals: 0, stakes: 40, wins: 10, net: -30 }], '2026-11-27');
  renderWithProviders(<ActivityChart days={days} />);
  for (const name of ['Yatırımlar', 'Çekimler', 'Bahisler', 'Kazançlar', 'Net durum']) {
    expect(await screen.findByText(name)).toBeInTheDocument();
  }
});
