export { PromoPopup } from './promo-popup';
export { popupHash, popupTarget } from './popup-hash';
