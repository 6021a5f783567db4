import type { ReactNode } from "react";
import { Link } from "react-router";
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
