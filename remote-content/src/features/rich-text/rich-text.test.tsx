import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { Route, Routes, useLocation } from '@arcadia/ui/router';
import { RichText } from './rich-text';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

it('follows links to the site’s own pages inside the app and leaves other links alone', () => {
  renderWithProviders(
    <>
      <RichText html={'<p><a href="/pages/5">Bonus Kuralları</a> <a href="https://x.example" target="_blank">dış</a></p><script>x()</script>'} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  expect(document.querySelector('script')).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'Bonus Kuralları' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/5');
  const external = screen.getByRole('link', { name: 'dış' });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  external.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});
