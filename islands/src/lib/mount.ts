// Mounts an island component on every element the server marked with
// data-island="<name>". The server writes the island's props as JSON in a
// <script type="application/json" id="..."> named by data-props, so the first
// render needs no fetch. Server-rendered fallback HTML inside the mount point
// is replaced when React renders.
import { createElement, type ComponentType } from "react";
import { createRoot } from "react-dom/client";

export function readProps<P>(el: HTMLElement): P {
  const id = el.dataset.props;
  const script = id ? document.getElementById(id) : null;
  if (!script?.textContent) return {} as P;
  return JSON.parse(script.textContent) as P;
}

export type MountWhen = "now" | "idle" | "visible";

export function mountIslands<P extends object>(
  name: string,
  component: ComponentType<P>,
  when: MountWhen = "now",
): void {
  const els = document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`);
  els.forEach((el) => {
    const mount = () => createRoot(el).render(createElement(component, readProps<P>(el)));
    if (when === "idle") {
      const ric = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void })
        .requestIdleCallback;
      if (ric) ric(mount, { timeout: 2000 });
      else setTimeout(mount, 200);
    } else if (when === "visible" && "IntersectionObserver" in window) {
      const io = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          mount();
        }
      });
      io.observe(el);
    } else {
      mount();
    }
  });
}
