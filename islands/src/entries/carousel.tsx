// The home banner: the server sends every slide (image, caption) in the
// page, the first one active; this island only animates them. Every
// intervalMs (3000) the next slide becomes active and fades in (CSS); at
// max-width 768px the <picture> picks the narrow image. It adds the
// controls over the image and a live region, both positioned absolutely,
// so mounting replaces nothing and shifts nothing. Mounted when the browser
// is idle. Rotation pauses while a mouse is over it, while focus is inside,
// and by the pause button (WCAG 2.2.2); with prefers-reduced-motion it
// neither rotates nor fades. Pattern: WAI-ARIA APG carousel.
import { useEffect, useState } from "react";
import { enhanceIslands, type Enhancing } from "../lib/mount";

/**
 * The words of the controls and of the announcement; the server sends them
 * for a page in another language than English. In `slide` and `showing`,
 * `{n}` is the slide's number, `{count}` how many there are and `{caption}`
 * the slide's caption.
 */
interface CarouselWords {
  start: string;
  stop: string;
  previous: string;
  next: string;
  slide: string;
  showing: string;
}

const EN_WORDS: CarouselWords = {
  start: "Start slide rotation",
  stop: "Stop slide rotation",
  previous: "Previous slide",
  next: "Next slide",
  slide: "Slide {n}",
  showing: "Slide {n} of {count}: {caption}",
};

interface CarouselProps {
  intervalMs?: number;
  words?: CarouselWords;
}

/** `template` with each `{name}` replaced by its value. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
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

/** True while a mouse pointer is over `host` or focus is inside it. */
function useHeld(host: HTMLElement): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const enter = (e: PointerEvent) => e.pointerType === "mouse" && setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (e: FocusEvent) => {
      if (!host.contains(e.relatedTarget as Node | null)) setFocused(false);
    };
    host.addEventListener("pointerenter", enter);
    host.addEventListener("pointerleave", leave);
    host.addEventListener("focusin", focusIn);
    host.addEventListener("focusout", focusOut);
    return () => {
      host.removeEventListener("pointerenter", enter);
      host.removeEventListener("pointerleave", leave);
      host.removeEventListener("focusin", focusIn);
      host.removeEventListener("focusout", focusOut);
    };
  }, [host]);
  return hovered || focused;
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

function Carousel({ intervalMs = 3000, words = EN_WORDS, host }: CarouselProps & Enhancing) {
  const [slides] = useState(() => Array.from(host.querySelectorAll<HTMLElement>(".carousel-slide")));
  const [index, setIndex] = useState(() => Math.max(0, slides.findIndex((s) => s.classList.contains("is-active"))));
  const [stopped, setStopped] = useState(false);
  const held = useHeld(host);
  const reduced = useReducedMotion();
  const count = slides.length;
  const rotating = count > 1 && !reduced && !stopped && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  // Show the active slide: the server's markup, restyled in place.
  useEffect(() => {
    slides.forEach((s, i) => {
      s.classList.toggle("is-active", i === index);
      if (i === index) s.removeAttribute("aria-hidden");
      else s.setAttribute("aria-hidden", "true");
    });
  }, [slides, index]);

  if (count < 2) return null;
  const go = (i: number) => setIndex((i + count) % count);
  const caption = slides[index].querySelector(".carousel-caption")?.textContent ?? "";

  return (
    <>
      <div className="carousel-controls">
        {!reduced && (
          <button
            type="button"
            className="carousel-btn carousel-toggle"
            aria-label={stopped ? words.start : words.stop}
            onClick={() => setStopped((s) => !s)}
          >
            <Icon d={stopped ? "M8 5v14l11-7z" : "M7 5h4v14H7zM13 5h4v14h-4z"} />
          </button>
        )}
        <button type="button" className="carousel-btn carousel-prev" aria-label={words.previous} onClick={() => go(index - 1)}>
          <Icon d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />
        </button>
        <button type="button" className="carousel-btn carousel-next" aria-label={words.next} onClick={() => go(index + 1)}>
          <Icon d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
        </button>
        <div className="carousel-dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="carousel-dot"
              aria-label={fill(words.slide, { n: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
        {fill(words.showing, { n: index + 1, count, caption })}
      </p>
    </>
  );
}

enhanceIslands<CarouselProps>("carousel", Carousel, "idle");
