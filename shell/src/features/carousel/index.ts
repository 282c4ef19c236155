export { HomeCarousel } from './home-carousel';
export { slideLink, slidesFor, type SlideLink } from './slide-link';
