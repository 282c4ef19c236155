import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@arcadia/shared/testing';
import { i18n, type BonusOffer } from '@arcadia/shared';
import '../../../i18n';
import { ClaimConfirmDialog } from './claim-confirm-dialog';

const FREE_BET: BonusOffer = {
  code: 'SPORTS25',
  title: 'Spor Freebet 250 ₺',
  description: 'Kombine kuponlarınız için 250 ₺ değerinde bedava bahis.',
  product: 'sports',
  terms: '250 ₺ değerinde bedava bahis, kombine kuponlar için. Yalnızca spor bahislerinde kullanılabilir.',
  amount: 250,
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('tr'));
});

it('shows the offer, its product and its terms, and accepts with the offer code', () => {
  const onAccept = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<ClaimConfirmDialog offer={FREE_BET} onAccept={onAccept} onCancel={onCancel} />);

  const dialog = within(screen.getByRole('dialog', { name: 'Bonus şartları' }));
  expect(dialog.getByText('Spor Freebet 250 ₺')).toBeInTheDocument();
  expect(dialog.getByText('Spor').closest('[data-product]')).toHaveAttribute('data-product', 'sports');
  expect(dialog.getByTestId('claim-terms')).toHaveTextContent(FREE_BET.terms);
  fireEvent.click(dialog.getByRole('button', { name: 'Kabul et ve talep et' }));
  expect(onAccept).toHaveBeenCalledWith('SPORTS25');
  expect(onCancel).not.toHaveBeenCalled();
});

it('Vazgeç cancels without accepting', () => {
  const onAccept = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<ClaimConfirmDialog offer={FREE_BET} onAccept={onAccept} onCancel={onCancel} />);
  fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
  expect(onCancel).toHaveBeenCalled();
  expect(onAccept).not.toHaveBeenCalled();
});

it('is closed while no offer is being claimed', () => {
  renderWithProviders(<ClaimConfirmDialog offer={null} onAccept={jest.fn()} onCancel={jest.fn()} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('speaks English to an English reader', async () => {
  await act(() => i18n.changeLanguage('en'));
  renderWithProviders(<ClaimConfirmDialog offer={{ ...FREE_BET, product: 'casino' }} onAccept={jest.fn()} onCancel={jest.fn()} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Bonus terms' }));
  expect(dialog.getByText('Casino')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Accept and claim' })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});
