import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
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
 * Whether the page's first frame has been painted. The carousel starts as a still row of its
 * slides and becomes the real carousel after that frame: its slider library measures the slides
 * when it starts, and within the first render's commit that measurement forced the style and
 * layout of the whole new page inside one long task (its ref also updates state in the commit,
 * which made React run every effect of the first render in that same task). After the frame the
 * page's layout is done, and the carousel's start is a short task of its own.
 */
function useFirstFramePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a task queued from the frame's callback runs after that frame is painted
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The carousel's slides in a still row, laid out as the carousel lays them out (`carousel.css`),
 * until the carousel starts.
 */
function StillSlides({ children }: { children: ReactNode }) {
  return (
    <div className="arc-carousel__still">
      <div className="arc-carousel__still-row">{children}</div>
    </div>
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

  const started = useFirstFramePainted();

  const slides = slidesFor(siteContent?.sliderList, activeSlug);
  const failed = slides.length === 0 && load.failed;
  const loading = slides.length === 0 && !siteContent && status === 'loading' && !failed;
  const SlideBox = started ? Carousel.Slide : 'div';
  const slideClass = started ? undefined : 'arc-carousel__still-slide';

  const slideNodes =
    slides.length > 0
      ? slides.map((item, index) => (
          <SlideBox
            key={`${item.slug}-${index}`}
            className={slideClass}
            data-testid="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1 })}
          >
            <Slide item={item} index={index} />
          </SlideBox>
        ))
      : Array.from({ length: CAROUSEL.placeholders }, (_, index) => (
          <SlideBox key={`placeholder-${index}`} className={slideClass} data-testid="carousel-placeholder" aria-hidden>
            <AspectRatio ratio={CAROUSEL.imageRatio} className="arc-carousel__frame">
              <img className="arc-carousel__img" src={PLACEHOLDER_IMAGE} alt="" {...SLIDE_IMAGE_SIZE} />
            </AspectRatio>
          </SlideBox>
        ));

  return (
    <section className="arc-carousel" aria-label={t('carousel.label')} aria-busy={loading || undefined}>
      {started ? (
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
          classNames={{ container: 'arc-carousel__track', control: 'arc-carousel__control', controls: 'arc-carousel__controls' }}
        >
          {slideNodes}
        </Carousel>
      ) : (
        <StillSlides>{slideNodes}</StillSlides>
      )}
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
