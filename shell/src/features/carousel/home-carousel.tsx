import { useEffect, useRef, useState } from 'react';
import { Carousel } from '@arcadia/ui/carousel';
import { AspectRatio, Button, Loader, Text } from '@arcadia/ui';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType } from '@arcadia/ui/carousel';
import { Link } from '@arcadia/ui/router';
import { useTranslation } from 'react-i18next';
import { CAROUSEL, DELAYS, eventBus, type SliderItem } from '@arcadia/shared';
import { useSiteContent, useSiteContentFailure, useSiteContentStatus } from '../site-data';
import { slideLink, slidesFor } from './slide-link';
import { PLACEHOLDER_IMAGE } from './placeholder-image';
import './texts';
import './carousel.css';

/** Slides per view 1 / 2 / 2 / 3 from 0 / 768 / 992 / 1920 px (theme breakpoints base / sm / md / xxl). */
const SLIDE_SIZE = { base: '100%', sm: '50%', md: '50%', xxl: '33.3333%' };
/** Slide images are 1040 × 600: their frame has its size before they load (the CSS fits them to it). */
const SLIDE_IMAGE_SIZE = { width: 1040, height: 600 } as const;

function SlideImage({ item, index }: { item: SliderItem; index: number }) {
  const { t } = useTranslation('shell');
  const [base, medium, large] = item.images;
  return (
    <picture>
      {large?.url && <source media="(min-width: 1200px)" srcSet={large.url} />}
      {medium?.url && <source media="(min-width: 992px)" srcSet={medium.url} />}
      <img
        className="arc-carousel__img"
        src={base?.url ?? PLACEHOLDER_IMAGE}
        alt={t('carousel.slide', { index: index + 1 })}
        {...SLIDE_IMAGE_SIZE}
        loading={index < 3 ? 'eager' : 'lazy'}
        // the first slide is the page's largest paint (the server's HTML already asked for it first)
        fetchPriority={index === 0 ? 'high' : undefined}
        draggable={false}
      />
    </picture>
  );
}

function Slide({ item, index }: { item: SliderItem; index: number }) {
  const link = slideLink(item.url);
  const image = <SlideImage item={item} index={index} />;
  return (
    <AspectRatio ratio={CAROUSEL.imageRatio} className="arc-carousel__frame">
      {link.kind === 'external' ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className="arc-carousel__link">
          {image}
        </a>
      ) : (
        <Link to={link.to} className="arc-carousel__link">
          {image}
        </Link>
      )}
    </AspectRatio>
  );
}

/**
 * The home page banner carousel: autoplay every 5000 ms that keeps
 * going after interaction, no loop, navigation, gap 20, 1/2/2/3 slides per view, 1040/600 images,
 * three placeholder slides until data arrives. A `slider:active` event with another slug swaps the
 * slides and refreshes the carousel 100 ms later.
 */
export function HomeCarousel() {
  const { t } = useTranslation('shell');
  const siteContent = useSiteContent();
  const status = useSiteContentStatus();
  const load = useSiteContentFailure();
  const [activeSlug, setActiveSlug] = useState<string | null>(null);
  const embla = useRef<EmblaCarouselType | null>(null);
  const autoplay = useRef(Autoplay({ delay: CAROUSEL.autoplayMs, stopOnInteraction: false, playOnInit: true }));
  const activeRef = useRef(activeSlug);
  useEffect(() => {
    activeRef.current = activeSlug;
  }, [activeSlug]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = eventBus.on('slider:active').subscribe(({ slug }) => {
      if (slug === activeRef.current) return;
      setActiveSlug(slug);
      clearTimeout(timer);
      timer = setTimeout(() => {
        embla.current?.reInit();
        embla.current?.scrollTo(0, true);
      }, DELAYS.carouselRefreshMs);
    });
    return () => {
      sub.unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  const slides = slidesFor(siteContent?.sliderList, activeSlug);
  const failed = slides.length === 0 && load.failed;
  const loading = slides.length === 0 && !siteContent && status === 'loading' && !failed;

  return (
    <section className="arc-carousel" aria-label={t('carousel.label')} aria-busy={loading || undefined}>
      <Carousel
        slideSize={SLIDE_SIZE}
        slideGap={CAROUSEL.gap}
        emblaOptions={{ loop: false, align: 'start', slidesToScroll: 1 }}
        plugins={[autoplay.current]}
        withControls
        controlSize={40}
        getEmblaApi={(api) => {
          embla.current = api;
        }}
        classNames={{ control: 'arc-carousel__control', controls: 'arc-carousel__controls' }}
      >
        {slides.length > 0
          ? slides.map((item, index) => (
              <Carousel.Slide
                key={`${item.slug}-${index}`}
                data-testid="carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { index: index + 1 })}
              >
                <Slide item={item} index={index} />
              </Carousel.Slide>
            ))
          : Array.from({ length: CAROUSEL.placeholders }, (_, index) => (
              <Carousel.Slide key={`placeholder-${index}`} data-testid="carousel-placeholder" aria-hidden>
                <AspectRatio ratio={CAROUSEL.imageRatio} className="arc-carousel__frame">
                  <img className="arc-carousel__img" src={PLACEHOLDER_IMAGE} alt="" {...SLIDE_IMAGE_SIZE} />
                </AspectRatio>
              </Carousel.Slide>
            ))}
      </Carousel>
      {failed && (
        <div className="arc-carousel__loading arc-carousel__failed" role="alert">
          <Text size="sm" fw={600}>
            {t('carousel.loadFailed')}
          </Text>
          <Button size="xs" variant="light" onClick={load.retry}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {loading && (
        <div className="arc-carousel__loading" role="status">
          <Loader size={35} color="gold" />
          <Text size="sm" fw={600}>
            {t('carousel.loading')}
          </Text>
        </div>
      )}
    </section>
  );
}
