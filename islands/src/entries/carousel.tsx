// The home banner (SPEC §2.3): slides that fade every intervalMs (3000),
// with a separate image at max-width 768px. Mounted when the browser is
// idle; slide 1 renders exactly like the server's fallback markup
// (.carousel > .carousel-slide.is-active > picture + .carousel-caption), and
// the controls sit over the image, so mounting shifts nothing.
// Rotation pauses while a mouse is over it, while focus is inside, and by the pause
// button (WCAG 2.2.2); with prefers-reduced-motion it neither rotates nor
// fades. Pattern: WAI-ARIA APG carousel.
import { useEffect, useState, type FocusEvent } from "react";
import { mountIslands } from "../lib/mount";

interface Slide {
  caption: string;
  image: string;
  imageMobile: string;
  alt: string;
  width: number;
  height: number;
}

interface CarouselProps {
  slides?: Slide[];
  intervalMs?: number;
}

const REDUCED = "(prefers-reduced-motion: reduce)";

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED).matches);
  useEffect(() => {
    const mq = window.matchMedia(REDUCED);
    const update = () => setReduced(mq.matches);
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return reduced;
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

function Carousel({ slides = [], intervalMs = 3000 }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();
  const count = slides.length;
  const rotating = count > 1 && !reduced && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {slides.map((s, i) => (
        <div
          key={i}
          className={i === index ? "carousel-slide is-active" : "carousel-slide"}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${count}`}
          aria-hidden={i === index ? undefined : true}
        >
          <picture>
            <source media="(max-width: 768px)" srcSet={s.imageMobile} />
            <img src={s.image} alt={s.alt} width={s.width} height={s.height} loading={i === 0 ? undefined : "lazy"} />
          </picture>
          <p className="carousel-caption">{s.caption}</p>
        </div>
      ))}
      {count > 1 && (
        <div className="carousel-controls">
          {!reduced && (
            <button
              type="button"
              className="carousel-btn carousel-toggle"
              aria-label={stopped ? "Start slide rotation" : "Stop slide rotation"}
              onClick={() => setStopped((s) => !s)}
            >
              <Icon d={stopped ? "M8 5v14l11-7z" : "M7 5h4v14H7zM13 5h4v14h-4z"} />
            </button>
          )}
          <button type="button" className="carousel-btn carousel-prev" aria-label="Previous slide" onClick={() => go(index - 1)}>
            <Icon d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />
          </button>
          <button type="button" className="carousel-btn carousel-next" aria-label="Next slide" onClick={() => go(index + 1)}>
            <Icon d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
          </button>
          <div className="carousel-dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="carousel-dot"
                aria-label={`Slide ${i + 1}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      )}
      <p className="visually-hidden" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
        {`Slide ${index + 1} of ${count}: ${slides[index].caption}`}
      </p>
    </div>
  );
}

mountIslands("carousel", Carousel, "idle");
