// Exposed as `remote_casino/HomeSections`: the casino's sections of the home page (category tiles, jackpots).
export { HomeSections as default } from '../features/home-sections';
