import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useMantineTheme, notifications } from '@arcadia/ui';
import { useLocation } from '@arcadia/ui/router';
import { showToast } from '../bus/event-bus';
import { mountStandalone } from './mount-standalone';

/** Reads what the providers give a remote's page. */
function Probe() {
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  return (
    <dl>
      <dt>primary</dt>
      <dd data-testid="primary">{theme.primaryColor}</dd>
      <dt>gold</dt>
      <dd data-testid="gold">{theme.colors[theme.primaryColor]?.[5]}</dd>
      <dt>path</dt>
      <dd data-testid="path">{pathname}</dd>
      <dt>language</dt>
      <dd data-testid="language">{i18n.language}</dd>
    </dl>
  );
}

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
});
afterEach(() => {
  act(() => notifications.clean());
  container.remove();
});

describe('mountStandalone', () => {
  it("renders into #root under the shell's theme (dark, gold), i18n and a router", () => {
    let root: ReturnType<typeof mountStandalone> | undefined;
    act(() => {
      root = mountStandalone(<Probe />);
    });
    expect(screen.getByTestId('primary')).toHaveTextContent('gold');
    expect(screen.getByTestId('gold').textContent).toMatch(/^#/);
    expect(screen.getByTestId('path')).toHaveTextContent('/');
    expect(screen.getByTestId('language').textContent).not.toBe('');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    act(() => root?.unmount());
  });

  it('shows the toasts a remote sends over the bus, as the shell does', async () => {
    let root: ReturnType<typeof mountStandalone> | undefined;
    act(() => {
      root = mountStandalone(<p>page</p>);
    });
    act(() => showToast('success', 'Kaydedildi'));
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    act(() => root?.unmount());
  });

  it('says what is missing when the page has no element to render into', () => {
    expect(() => mountStandalone(<p />, { container: null })).toThrow(/no element to render into/);
  });
});
