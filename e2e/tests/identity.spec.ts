/**
 * Identity verification in Chromium: a funded player's withdrawal is refused until their identity
 * is verified; the withdraw dialog says so and leads to the verification page, where the player
 * uploads an identity card and a proof of address and sees them in review; the operator approves
 * both (admin API); the player is told (notification) and the page says verified; the withdrawal
 * then goes through. Set-up (the player, the money) through the API.
 */
import { expect, tags, TAG, test } from '../support/test';
import { transactionsOf } from '../support/admin';
import { IDENTITY_CARD, PROOF_OF_ADDRESS, approveDocuments } from '../support/identity';
import { balanceShown, newDevice, registerByApi, signInByApi, typeInto, visible } from '../support/journeys';
import { saveScreenshot } from '../support/site';
import { fundByBankTransfer, TEST_IBAN } from '../support/wallet';

test.describe('identity verification', () => {
  test('a withdrawal refused before verification goes through once the operator approved the uploaded documents', tags(TAG.admin), async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    await newDevice(page);
    const player = await registerByApi(request);
    await fundByBankTransfer(request, player, 500);
    await signInByApi(page, request, player);
    await page.goto('/');
    await expect(balanceShown(page, /500[.,]00/)).toBeVisible({ timeout: 15_000 });

    // The withdraw dialog says what is missing; a withdrawal filed anyway is refused and nothing is held.
    const withdraw = async () => {
      await page.goto('/dashboard/withdraw');
      const methods = page.getByRole('dialog', { name: 'Withdraw Money' });
      await expect(methods).toBeVisible({ timeout: 15_000 });
      await methods.getByRole('button', { name: /To bank account \(IBAN\)/ }).click();
      const form = page.getByRole('dialog', { name: 'To bank account (IBAN)' });
      await typeInto(form.getByRole('textbox', { name: 'IBAN' }), TEST_IBAN);
      await typeInto(form.getByRole('textbox', { name: 'Amount' }), '200');
      await form.getByRole('button', { name: 'Submit' }).click();
      return form;
    };
    const refused = await withdraw();
    const notice = refused.getByTestId('verification-notice');
    await expect(notice).toContainText('You need to verify your identity before you can withdraw');
    await saveScreenshot(page, testInfo, 'withdraw-needs-verification');
    expect((await transactionsOf(request, player.username)).filter((t) => t.type === 2)).toEqual([]);
    await notice.getByRole('button', { name: 'Verify my identity' }).click();
    await expect(page).toHaveURL(/\/dashboard\/verification$/);

    // The documents: a photo of the identity card and a PDF proof of address, each shown in review.
    const front = page.getByRole('group', { name: 'Identity document (front)' });
    await page.getByLabel('Identity document (front): choose a file').setInputFiles(IDENTITY_CARD);
    await expect(front.getByText('In review')).toBeVisible({ timeout: 15_000 });
    await expect(front.getByRole('img', { name: 'Preview of Identity document (front)' })).toBeVisible();
    await page.getByLabel('Proof of address: choose a file').setInputFiles(PROOF_OF_ADDRESS);
    await expect(page.getByRole('group', { name: 'Proof of address' }).getByText('In review')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('verification-level')).toHaveText('We are checking your documents');
    await saveScreenshot(page, testInfo, 'verification-pending');

    // The operator approves both; the player hears of it at once and the page says verified.
    await approveDocuments(request, player);
    await expect(page.getByTestId('verification-level')).toHaveText('Your identity is verified', { timeout: 15_000 });
    await visible(page, 'button', 'Open notifications').click();
    await expect(page.getByRole('button', { name: /Your identity is verified/ }).filter({ visible: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await saveScreenshot(page, testInfo, 'verification-verified');

    // The same withdrawal now goes through: the amount is held at once.
    const filed = await withdraw();
    await expect(filed).toBeHidden({ timeout: 15_000 });
    await expect(balanceShown(page, /300[.,]00/)).toBeVisible({ timeout: 15_000 });
    const withdrawals = (await transactionsOf(request, player.username)).filter((t) => t.type === 2);
    expect(withdrawals.map((t) => [t.amount, t.status])).toEqual([[200, 2]]);
  });
});
