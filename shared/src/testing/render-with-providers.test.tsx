import { screen } from '@testing-library/react';
import { Button } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from './render-with-providers';

function Sample() {
  const { t } = useTranslation();
  return <Button>{t('actions.close')}</Button>;
}

it('renders Mantine components with Turkish texts by default', () => {
  renderWithProviders(<Sample />);
  expect(screen.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
});
