export { Footer, FOOTER_CATEGORY_ID, type FooterProps } from './footer';
export { PROVIDER_LOGOS, providerLogoUrl, type ProviderLogo } from './provider-logos';
