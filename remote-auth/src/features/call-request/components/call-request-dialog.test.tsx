import { act, screen, waitFor } from '@testing-library/react';
import { closeDialog } from '@arcadia/shared';
import { commonTr } from '@arcadia/shared/core';
import { authTr } from '../../../i18n/auth.tr';
import { mockApi, recordBus, renderDialog } from '../../../testing';
import { openDialogState } from '@arcadia/shared';

jest.setTimeout(20000);

let bus: ReturnType<typeof recordBus>;
beforeEach(() => {
  localStorage.clear();
  bus = recordBus();
});
afterEach(() => {
  bus.stop();
  act(() => closeDialog());
});

describe('CallRequestDialog', () => {
  it('is titled as the menu, the footer and live chat name it', async () => {
    mockApi();
    renderDialog('callRequest');
    expect(await screen.findByRole('heading', { name: 'Çağrı Talep Formu' })).toBeInTheDocument();
    expect(authTr.callRequest.success).toMatch(/^Çağrı talebiniz/);
  });

  it('marks a too short name and an empty message as invalid and blocks Save Request', async () => {
    mockApi();
    const { user } = renderDialog('callRequest');
    await user.type(await screen.findByLabelText(authTr.callRequest.name), 'Ali');
    const message = screen.getByLabelText(authTr.callRequest.message);
    await user.type(message, 'x');
    await user.clear(message);
    await user.tab();
    expect(await screen.findByText('5 ile 30 karakter arasında olmalıdır')).toBeInTheDocument();
    expect(screen.getByText(commonTr.validation.required)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authTr.callRequest.submit })).toBeDisabled();
  });

  it('saves the request, shows the server message and closes', async () => {
    const server = mockApi({ 'POST cms/callme': { message: 'Talebiniz alındı' } });
    const { user } = renderDialog('callRequest');
    await user.type(await screen.findByLabelText(authTr.callRequest.name), 'Ali Veli');
    await user.type(screen.getByLabelText(authTr.callRequest.message), 'Lütfen beni arayın');
    await user.click(screen.getByRole('button', { name: authTr.callRequest.submit }));
    await waitFor(() => expect(openDialogState.get()).toBeNull());
    expect(server.bodies('POST cms/callme')).toEqual([{ name: 'Ali Veli', message: 'Lütfen beni arayın' }]);
    expect(bus.of('toast')).toContainEqual({ kind: 'success', message: 'Talebiniz alındı' });
  });
});
