import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link } from '../Link/index.ts';
import styles from './AdvertCarousel.module.scss';
import { uiMessages, useBrandContent, useWords } from '../theme/index.ts';

/** An advert (SPEC §3): its image (under imageBase) and where it leads. */
export interface CarouselAdvert {
  what: string;
  img: string;
  href: string;
  /** The advert's headline, drawn as text over the picture (then the picture is decoration). */
  title?: string | null | undefined;
  /** A line under the headline. */
  text?: string | null | undefined;
}

export interface AdvertCarouselProps {
  adverts: readonly CarouselAdvert[];
  /** Prefixes each advert's img. @default '' */
  imageBase?: string;
  /** Milliseconds each advert shows. @default 3700 (SPEC §9) */
  interval?: number;
  /** The adverts are on their way: the carousel's space is kept, so nothing below moves when they come. @default false */
  isLoading?: boolean;
  className?: string;
}

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const altOf = (advert: CarouselAdvert) =>
  advert.img
    .replace(/^.*\//, '')
    .replace(/\.[a-z]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

/**
 * The adverts, one at a time, moving on every 3.7 s (SPEC §9). As WCAG 2.2.2 asks, it pauses while the
 * pointer is over it or focus is inside it, has a Pause button, and does not move by itself when the
 * person asked for reduced motion.
 */
export function AdvertCarousel({
  adverts,
  imageBase = '',
  interval = 3700,
  isLoading = false,
  className,
}: AdvertCarouselProps) {
  const word = useWords();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionId = useId();
  const count = adverts.length;
  const moving = !paused && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!moving) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [moving, count, interval]);

  if (isLoading)
    return (
      <div className={clsx(styles.root, className)} aria-hidden="true">
        <div className={styles.slides} />
        <div className={styles.controls} data-placeholder />
      </div>
    );
  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  return (
    <section
      aria-roledescription={word('carousel')}
      aria-label={word('Adverts')}
      className={clsx(styles.root, className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={regionId} className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {adverts.map((advert, i) => (
          <Slide
            key={`${advert.img}-${i}`}
            advert={advert}
            imageBase={imageBase}
            position={i}
            count={count}
            hidden={i !== shown}
          />
        ))}
      </div>
      {count > 1 && (
        <CarouselControls
          regionId={regionId}
          paused={paused}
          onPause={() => setPaused((p) => !p)}
          onStep={(by) => setIndex((i) => (i + by + count) % count)}
        />
      )}
    </section>
  );
}

/** One advert: its picture, and its words over it when it has any; a link to where it leads. */
function Slide({
  advert,
  imageBase,
  position,
  count,
  hidden,
}: {
  advert: CarouselAdvert;
  imageBase: string;
  position: number;
  count: number;
  hidden: boolean;
}) {
  const word = useWords();
  const phrases = useBrandContent().phrases;
  return (
    <div
      role="group"
      aria-roledescription={word('slide')}
      aria-label={phrases.slideOf(position + 1, count)}
      className={styles.slide}
      hidden={hidden}
    >
      <Link href={advert.href} className={styles.link}>
        {advert.title && (
          <span className={styles.words}>
            <span className={styles.title}>{advert.title}</span>
            {advert.text && <span className={styles.text}>{advert.text}</span>}
          </span>
        )}
        <img
          src={`${imageBase}${advert.img}`}
          // With its words as text the picture is decoration; without, its name is all there is.
          alt={advert.title ? '' : altOf(advert)}
          width={600}
          height={200}
          // The first slide is the largest picture of the screens that show it.
          fetchPriority={position === 0 ? 'high' : 'auto'}
          className={styles.image}
        />
      </Link>
    </div>
  );
}

/** Pause (or Play), Previous and Next, each controlling the slides' region. */
function CarouselControls({
  regionId,
  paused,
  onPause,
  onStep,
}: {
  regionId: string;
  paused: boolean;
  onPause: () => void;
  /** Moves by one advert, back (-1) or on (1). */
  onStep: (by: -1 | 1) => void;
}) {
  const word = useWords();
  return (
    <div className={styles.controls}>
      <AriaButton className={styles.control} aria-controls={regionId} onPress={onPause}>
        {paused ? word('Play adverts') : word('Pause adverts')}
      </AriaButton>
      <AriaButton
        className={styles.control}
        aria-controls={regionId}
        aria-label={word('Previous advert')}
        onPress={() => onStep(-1)}
      >
        {uiMessages.symbols.previous}
      </AriaButton>
      <AriaButton
        className={styles.control}
        aria-controls={regionId}
        aria-label={word('Next advert')}
        onPress={() => onStep(1)}
      >
        {uiMessages.symbols.next}
      </AriaButton>
    </div>
  );
}
