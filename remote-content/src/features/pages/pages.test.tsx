import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockApi, ok, renderWithProviders, seedSiteContent } from '@arcadia/shared/testing';
import { Route, Routes } from '@arcadia/ui/router';
import { siteContentFixture } from '../../testing';
import { PageView } from './page-view';
import { PagesListPage } from './pages-list-page';

const renderPage = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/pages/:id" element={<PageView />} />
    </Routes>,
    { routes: [path] },
  );

beforeEach(() => seedSiteContent(siteContentFixture()));

it('/pages lists every content page once', () => {
  renderWithProviders(<PagesListPage />, { routes: ['/pages'] });
  const links = within(screen.getByRole('list')).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/pages/5', '/pages/3', '/pages/4', '/pages/6']);
});

it('/pages/:id loads GET cms/page/:id and renders the body through the sanitiser', async () => {
  const api = mockApi({
    'GET cms/page/3': () => ok({ id: 3, title: 'Hakkımızda', categoryId: 2, body: '<p>Biz <b>Arcadia</b>yız.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' }),
  });
  const { container } = renderPage('/pages/3');
  expect(screen.getByRole('heading', { name: 'Hakkımızda' })).toBeInTheDocument(); // from the site content at once
  expect(await screen.findByText('Arcadia')).toBeInTheDocument();
  expect(api.callsTo('GET cms/page/3')).toHaveLength(1);
  const body = container.querySelector('.arc-rich-text')!;
  expect(body.innerHTML).not.toMatch(/onerror|script/);
});

it('a page the server does not have says the same as /pages/abc, with no retry', async () => {
  mockApi({ 'GET cms/page/999': () => fail('Sayfa bulunamadı.', 404) });
  renderPage('/pages/999');
  expect(await screen.findByText('Aradığınız sayfa bulunamadı.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tüm içerikler' })).toHaveAttribute('href', '/pages');
});

it('a page that failed to load offers a retry', async () => {
  const api = mockApi({ 'GET cms/page/3': () => fail('Sunucu hatası', 500) });
  renderPage('/pages/3');
  expect(await screen.findByText('Sayfa yüklenemedi.')).toBeInTheDocument();
  screen.getByRole('button', { name: 'Tekrar dene' }).click();
  await waitFor(() => expect(api.callsTo('GET cms/page/3')).toHaveLength(2));
});

it('does not call the server for an id that is not a number', async () => {
  const api = mockApi();
  renderPage('/pages/abc');
  await waitFor(() => expect(screen.getByText('Aradığınız sayfa bulunamadı.')).toBeInTheDocument());
  expect(api.calls).toHaveLength(0);
});
