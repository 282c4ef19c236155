import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { PasswordInput } from './forms';

async function renderIn(language: 'tr' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <PasswordInput label="Şifre" />
      </MantineProvider>
    </I18nextProvider>,
  );
}

it.each([
  ['tr', 'Şifreyi göster veya gizle'],
  ['en', 'Show or hide the password'],
] as const)('names the show-password button in the interface language (%s)', async (language, name) => {
  await renderIn(language);
  expect(document.querySelector('button')).toHaveAttribute('aria-label', name);
  expect(screen.queryByLabelText('Toggle password visibility')).not.toBeInTheDocument();
});
