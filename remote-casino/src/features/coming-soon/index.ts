export { CasinoComingSoon } from './components/casino-coming-soon';
