import { closeDialog, dialogOffersHeld, holdDialogOffers, offerDialog, openDialog, openDialogState } from './event-bus';

beforeEach(() => {
  closeDialog();
  document.body.replaceChildren();
});

describe('the one open dialog', () => {
  it('a dialog opened on purpose replaces the open one; closing by name closes that one only', () => {
    openDialog('login');
    openDialog('deposit', { methodId: 3 });
    expect(openDialogState.get()).toEqual({ dialog: 'deposit', props: { methodId: 3 } });
    closeDialog('login');
    expect(openDialogState.get()?.dialog).toBe('deposit');
    closeDialog('deposit');
    expect(openDialogState.get()).toBeNull();
  });

  it('an offered dialog opens when nothing is open, and any dialog opened then takes its place', () => {
    expect(offerDialog('promoPopup')).toBe(true);
    expect(openDialogState.get()).toEqual({ dialog: 'promoPopup', props: {}, offered: true });
    openDialog('deposit');
    expect(openDialogState.get()).toEqual({ dialog: 'deposit', props: {} });
    // the popup's close, late, leaves the deposit dialog alone
    closeDialog('promoPopup');
    expect(openDialogState.get()?.dialog).toBe('deposit');
  });

  it('an offered dialog never opens over another dialog, nor over another offered one', () => {
    openDialog('deposit');
    expect(offerDialog('promoPopup')).toBe(false);
    expect(openDialogState.get()?.dialog).toBe('deposit');
    closeDialog();
    offerDialog('promoPopup');
    expect(offerDialog('responsibleGamingTools')).toBe(false);
    expect(openDialogState.get()?.dialog).toBe('promoPopup');
  });

  it('an offered dialog never opens over a modal outside the bus (a confirmation, a dialog still fading out)', () => {
    const modal = document.createElement('section');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    expect(offerDialog('promoPopup')).toBe(false);
    modal.style.display = 'none';
    expect(offerDialog('promoPopup')).toBe(true);
  });

  it('while a game holds offers back none opens, the hold closes one already open, and each release counts once', () => {
    offerDialog('promoPopup');
    const release = holdDialogOffers();
    expect(openDialogState.get()).toBeNull();
    expect(offerDialog('promoPopup')).toBe(false);
    const second = holdDialogOffers();
    release();
    release();
    expect(dialogOffersHeld.get()).toBe(1);
    expect(offerDialog('promoPopup')).toBe(false);
    second();
    expect(dialogOffersHeld.get()).toBe(0);
    expect(offerDialog('promoPopup')).toBe(true);
  });

  it('a hold leaves a dialog opened on purpose alone', () => {
    openDialog('playGame', { game: 'x' });
    const release = holdDialogOffers();
    expect(openDialogState.get()?.dialog).toBe('playGame');
    release();
  });
});
