export { AdvertCarousel } from './AdvertCarousel.tsx';
export type { AdvertCarouselProps, CarouselAdvert } from './AdvertCarousel.tsx';
