import { closeDialog, openDialog } from '@arcadia/shared';
import { connectDialogFocusReturn } from './dialog-focus-return';

let disconnect: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  closeDialog();
  document.body.innerHTML = '<button id="opener">Giriş</button><div role="dialog"><input id="field" /></div>';
  disconnect = connectDialogFocusReturn();
});
afterEach(() => {
  disconnect();
  jest.useRealTimers();
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;

it('gives focus back to the button that opened the dialog once it closes', () => {
  byId('opener').focus();
  openDialog('login');
  byId('field').focus();
  closeDialog();
  jest.runAllTimers();
  expect(document.activeElement).toBe(byId('opener'));
});

it('keeps the first opener when one dialog opens another', () => {
  byId('opener').focus();
  openDialog('login');
  byId('field').focus();
  openDialog('register');
  closeDialog();
  jest.runAllTimers();
  expect(document.activeElement).toBe(byId('opener'));
});

it('leaves focus alone when the player has already moved it outside the dialog', () => {
  document.body.insertAdjacentHTML('beforeend', '<a id="elsewhere" href="/x">x</a>');
  byId('opener').focus();
  openDialog('login');
  byId('elsewhere').focus();
  closeDialog();
  jest.runAllTimers();
  expect(document.activeElement).toBe(byId('elsewhere'));
});
