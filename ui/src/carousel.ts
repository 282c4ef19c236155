/** `@arcadia/ui/carousel`: Mantine's carousel (embla inside), for the home slider and lobbies. Shared, loaded on first use. */
export { Carousel, CarouselSlide } from '@mantine/carousel';
export type { CarouselProps } from '@mantine/carousel';
export type { EmblaCarouselType } from 'embla-carousel';
