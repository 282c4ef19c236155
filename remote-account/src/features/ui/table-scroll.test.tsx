import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@arcadia/shared/testing';
import { TableScroll } from './table-scroll';

test('a wide table scrolls in a named region the keyboard reaches', async () => {
  renderWithProviders(
    <TableScroll minWidth={900} label="Game History">
      <table>
        <tbody>
          <tr>
            <td>No rounds yet</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
  );
  const region = screen.getByRole('region', { name: 'Game History' });
  expect(region).toContainElement(screen.getByText('No rounds yet'));
  await userEvent.tab();
  expect(region).toHaveFocus();
});
