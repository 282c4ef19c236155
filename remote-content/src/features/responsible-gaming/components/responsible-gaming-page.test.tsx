import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { authDataFixture, renderWithProviders, seedSession } from '@arcadia/shared/testing';
import { closeDialog, i18n, openDialogState, type AuthData } from '@arcadia/shared';
import { ResponsibleGamingPage } from './responsible-gaming-page';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/responsible-gaming" element={<ResponsibleGamingPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { routes: ['/responsible-gaming'] },
  );

beforeEach(() => {
  closeDialog();
  seedSession(null);
});

it('says what the tools are, with the 18+ notice and the signs of problem gambling', () => {
  renderWithProviders(<ResponsibleGamingPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Sorumlu Oyun' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '18 yaşından küçüklerin oyun oynaması yasaktır.' })).toBeInTheDocument();
  for (const tool of ['Para yatırma, kayıp ve bahis limitleri', 'Gerçeklik kontrolü', 'Mola', 'Kendini oyundan uzaklaştırma']) {
    expect(screen.getByRole('heading', { level: 3, name: tool })).toBeInTheDocument();
  }
  const signs = screen.getByRole('region', { name: 'Sorunlu oyunun işaretleri' });
  expect(within(signs).getAllByRole('listitem')).toHaveLength(5);
});

it('links the three help organisations in a new tab, without handing them the page', () => {
  renderWithProviders(<ResponsibleGamingPage />);
  const links = within(screen.getByTestId('help-organisations')).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Yeşilay Danışmanlık Merkezi', 'https://www.yesilay.org.tr/'],
    ['GamCare', 'https://www.gamcare.org.uk/'],
    ['Gamblers Anonymous', 'https://www.gamblersanonymous.org/'],
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

it('signed in, the button is a link to the player\'s own tools', () => {
  seedSession({ token: 't', username: 'player01', balance: 0 } as AuthData);
  renderWithProviders(<ResponsibleGamingPage />);
  expect(screen.getByRole('link', { name: 'Sorumlu oyun araçlarım' })).toHaveAttribute('href', '/dashboard/responsible-gaming');
});

it('signed out, the button opens the login dialog and the tools follow the login', () => {
  renderPage();
  expect(screen.queryByRole('link', { name: 'Sorumlu oyun araçlarım' })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Sorumlu oyun araçlarım' }));
  expect(openDialogState.get()?.dialog).toBe('login');
  // the login dialog signs the player in (and closes): the page leads to the player's own tools
  act(() => {
    seedSession(authDataFixture({ username: 'player01' }));
    closeDialog();
  });
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/responsible-gaming');
});

it('signed out, closing the login dialog without a login forgets the tools: a later login stays on the page', () => {
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Sorumlu oyun araçlarım' }));
  act(() => closeDialog());
  act(() => seedSession(authDataFixture({ username: 'player01' })));
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sorumlu oyun araçlarım' })).toBeInTheDocument();
});

it('speaks English too', async () => {
  await act(() => i18n.changeLanguage('en'));
  try {
    renderWithProviders(<ResponsibleGamingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeInTheDocument();
    expect(screen.getByText('Gambling is for adults aged 18 and over.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My responsible gaming tools' })).toBeInTheDocument();
  } finally {
    await act(() => i18n.changeLanguage('tr'));
  }
});
