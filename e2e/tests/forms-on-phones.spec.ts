/**
 * Forms on a phone's touch screen: the error of a field the player leaves appears only once the
 * tap that left it is done, so it never moves what is under the finger, and a tick box right after
 * an invalid field registers its tap.
 */
import { expect, tags, TAG, test } from '../support/test';
import { clickUntil, dialog, newDevice, openFromHeader } from '../support/journeys';

test('the "I am 18 or older" box registers a tap made straight after leaving an invalid field', tags(TAG.phone), async ({ page }) => {
  await newDevice(page);
  await page.goto('/');
  await openFromHeader(page, 'Register');
  const full = dialog(page, 'Sign Up');
  await expect(full).toBeVisible({ timeout: 30_000 });
  const form = dialog(page, 'Fast Register');
  await clickUntil(full.getByRole('button', { name: 'Fast Register' }), form);

  // One letter: a name too short, whose error shows when the field is left.
  await form.getByLabel('Name', { exact: true }).fill('A');
  const adult = form.getByRole('checkbox', { name: 'I am 18 or older' });
  await adult.scrollIntoViewIfNeeded();
  await adult.tap();
  await expect(adult).toBeChecked();
  await expect(form.getByText('Must be between 2 and 100 characters')).toBeVisible();

  // The same for the terms, right after another invalid field.
  await form.getByLabel('Surname', { exact: true }).fill('B');
  const terms = form.getByRole('checkbox', { name: /accept the Terms and Conditions/ });
  await terms.scrollIntoViewIfNeeded();
  await terms.tap();
  await expect(terms).toBeChecked();
});
