export { HomeSections } from './home-sections';
