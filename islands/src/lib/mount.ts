// Mounts an island component on every element the server marked with
// data-island="<name>". The server writes the island's props as JSON in a
// <script type="application/json" id="..."> named by data-props, so the first
// render needs no fetch. `mountIslands` replaces the server-rendered fallback
// HTML inside the mount point when React renders, unless the mount point is
// also marked data-hydrate: then the server wrote exactly the markup the
// component renders first, and React hydrates it in place (the nodes stay,
// with anything typed into them; nothing moves or flashes).
// `enhanceIslands` keeps the server's markup and adds the component's UI
// beside it.
// Each mount point says how far it has got in data-island-state: "waiting"
// from the moment its entry script runs, "visible" while it waits to be
// scrolled into view, and "ready" once React has committed its first render.
// Tests wait on that instead of guessing how long an idle callback takes.
import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

export function readProps<P>(el: HTMLElement): P {
  const id = el.dataset.props;
  const script = id ? document.getElementById(id) : null;
  if (!script?.textContent) return {} as P;
  return JSON.parse(script.textContent) as P;
}

export type MountWhen = "now" | "idle" | "visible";

/** Renders `children` and marks `el` ready once they are committed. */
function Ready({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    el.dataset.islandState = "ready";
  }, [el]);
  return children;
}

/** `component` with `props`, wrapped so that `el` is marked ready after its first commit. */
function rendered<P extends object>(el: HTMLElement, component: ComponentType<P>, props: P) {
  return createElement(Ready, { el }, createElement(component, props));
}

/** Runs `mount` now, when the browser is idle, or when `el` becomes visible. */
function schedule(el: HTMLElement, when: MountWhen, mount: () => void): void {
  el.dataset.islandState = when === "visible" && "IntersectionObserver" in window ? "visible" : "waiting";
  if (when === "idle") {
    const ric = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void })
      .requestIdleCallback;
    if (ric) ric(mount, { timeout: 2000 });
    else setTimeout(mount, 200);
  } else if (when === "visible" && "IntersectionObserver" in window) {
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        el.dataset.islandState = "waiting";
        mount();
      }
    });
    io.observe(el);
  } else {
    mount();
  }
}

export function mountIslands<P extends object>(
  name: string,
  component: ComponentType<P>,
  when: MountWhen = "now",
): void {
  const els = document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`);
  els.forEach((el) => {
    schedule(el, when, () => {
      const element = rendered(el, component, readProps<P>(el));
      if (el.hasAttribute("data-hydrate")) {
        // A mismatch means the server's markup and the component drifted
        // apart; React then renders afresh, and the console says so.
        hydrateRoot(el, element, {
          onRecoverableError: (error) => console.error("island hydration:", error),
        });
      } else {
        createRoot(el).render(element);
      }
    });
  });
}

/** Props of an island that enhances server markup: `host` is the mount point's first element. */
export interface Enhancing {
  host: HTMLElement;
}

/**
 * Mounts `component` without touching the server's markup: it renders into
 * an element appended inside the mount point's first
 * element (`host`), which it may observe and restyle. The element is
 * `.island-ui` (display: contents, in islands.css), so it adds no box of its
 * own: nothing is replaced and nothing moves.
 */
export function enhanceIslands<P extends object>(
  name: string,
  component: ComponentType<P & Enhancing>,
  when: MountWhen = "now",
): void {
  const els = document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`);
  els.forEach((el) => {
    schedule(el, when, () => {
      const host = (el.firstElementChild as HTMLElement | null) ?? el;
      const ui = document.createElement("div");
      ui.className = "island-ui";
      host.append(ui);
      createRoot(ui).render(rendered(el, component, { ...readProps<P>(el), host }));
    });
  });
}
