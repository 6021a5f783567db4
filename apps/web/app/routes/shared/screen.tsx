import type { ReactNode } from "react";
import { Link } from "react-router";
import { sectionId } from "../../components/ui/section.tsx";
import "./screen.css";

/**
 * The layout skeleton every screen renders inside the shell's `<Outlet />`.
 * The shell wraps the outlet in the page's one `<main id="main">` landmark;
 * a screen adds its `<h1>` and then its named sections.
 */
export function Screen({
  title,
  lead,
  above,
  children,
  wide = false,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** Shown above the heading, e.g. a breadcrumb. */
  above?: ReactNode;
  children?: ReactNode;
  /** Wider content column at desktop widths (results, bookings). */
  wide?: boolean;
  /** A screen's own class beside `screen` (its stylesheet styles the head for itself). */
  className?: string;
}) {
  const classes = ["screen", wide ? "screen--wide" : "", className ?? ""].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      <div className="screen__head">
        {above}
        <h1 className="screen__title">{title}</h1>
        {lead ? <p className="screen__lead">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/**
 * A named section of a screen whose content arrives with a later issue. It is
 * marked `data-skeleton` and says so on screen; the grey bars are decoration.
 */
export function SkeletonSection({
  name,
  children,
  lines = 2,
  level = 2,
}: {
  name: string;
  children?: ReactNode;
  lines?: number;
  /** Heading level: 2 for a section of the screen, 3 for a card inside one. */
  level?: 2 | 3;
}) {
  const id = sectionId(name);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="screen-section" aria-labelledby={id} data-skeleton="later-issue">
      <Heading id={id} className="screen-section__title">
        {name}
      </Heading>
      {children}
      <p className="screen-section__note">Coming soon.</p>
      <div className="skeleton-lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static decoration
          <span key={i} />
        ))}
      </div>
    </section>
  );
}

/**
 * A list of plain links, e.g. quick links or "where to next". Not a
 * navigation landmark: it sits in a named section, and the shell owns the
 * page's navigation landmarks.
 */
export function LinkList({
  links,
  plain = false,
}: {
  links: readonly { href: string; text: string; external?: boolean }[];
  /** A plain column of text links instead of pill buttons (long lists). */
  plain?: boolean;
}) {
  return (
    <ul className={plain ? "link-list link-list--plain" : "link-list"}>
      {links.map((l) =>
        l.external ? (
          <li key={l.href}>
            <a href={l.href} target="_blank" rel="noopener noreferrer">
              {l.text}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ) : (
          <li key={l.href}>
            <Link to={l.href}>{l.text}</Link>
          </li>
        ),
      )}
    </ul>
  );
}
