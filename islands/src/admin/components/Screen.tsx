// Building blocks every screen shares: the focusable page heading (focus
// moves there after a client-side navigation so screen-reader users hear
// where they are), a part of a screen named by its heading, the scrollable
// table wrapper, the loading and empty lines, the link to a list's add
// screen, and a moment in India time.
import { useEffect, useRef, type ReactNode } from "react";
import { formatIST } from "../../lib/time";
import { useRouter } from "../router";

export function ScreenHeading({ children }: { children: ReactNode }) {
  const { navCount } = useRouter();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (navCount > 0) ref.current?.focus();
    // Only when the screen first appears, hence no dependencies.
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="admin-h1">
      {children}
    </h1>
  );
}

/** A part of a screen named by its heading, an h2 with `id`. */
export function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="admin-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table that scrolls sideways inside its own box on narrow screens. The box
 * is a focusable, labelled region so keyboard users can scroll it too.
 */
export function TableWrap({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-labelledby={labelId} tabIndex={0}>
      {children}
    </div>
  );
}

export function Loading({ children = "Loading…" }: { children?: ReactNode }) {
  return (
    <p className="admin-loading" role="status">
      {children}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="admin-empty">{children}</p>;
}

/** The button-styled link above a list to its add screen. */
export function AddLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="admin-toolbar">
      <a className="btn btn-primary" href={href}>
        {children}
      </a>
    </p>
  );
}

/** A moment from the API shown in India time, with the exact time for machines in `dateTime`. */
export function IndiaTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatIST(at)}</time>;
}
