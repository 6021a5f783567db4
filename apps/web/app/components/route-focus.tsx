import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus goes to the new
 * page's heading (or `<main>`), as a full page load would start a screen
 * reader there: without it the focus stays on a link or button the old page
 * removed, so the body, and nothing says that the page changed. A change of
 * the query or hash alone (a filter, a sort) keeps the focus where it is; so
 * does an open dialog. Returns the page's notices to announce.
 */
function useFocusOnNavigation(): string {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  const [notices, setNotices] = useState("");
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === first.current) return;
    const samePage = pathname === first.current.split("?")[0];
    first.current = here;
    const main = document.getElementById("main");
    if (!main) return;
    if (samePage) return;
    if (!document.activeElement?.closest("[role='dialog']")) {
      const heading = main.querySelector<HTMLElement>("h1");
      if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      // Scrolled to it too, once the page has laid out: after a form's answer the
      // page was left scrolled elsewhere and the focused heading out of sight.
      const target = heading ?? main;
      target.focus({ preventScroll: true });
      requestAnimationFrame(() => {
        if (document.activeElement === target) target.scrollIntoView({ block: "nearest" });
      });
    }
    // A notice the new page came with ('Cancellation done', the number of trains
    // found) is in a region that arrived with the page: screen readers do not read it out.
    const said = [...main.querySelectorAll("[role='status'], [data-announce]")]
      .map((n) => (n.textContent ?? "").replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join(" ");
    setNotices(said);
  }, [pathname, search]);
  return notices;
}

/**
 * Chromium leaves a control that Tab or an arrow key focuses in a sideways
 * scrolling row (class chips, nearby stations) half outside the row when part
 * of it shows: the row is scrolled to show all of it.
 */
function useFocusedInView(): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const el = event.target;
      if (!(el instanceof HTMLElement) || !el.parentElement) return;
      for (
        let a: HTMLElement | null = el.parentElement, i = 0;
        a && i < 4;
        a = a.parentElement, i++
      ) {
        const overflow = getComputedStyle(a).overflowX;
        if (overflow !== "auto" && overflow !== "scroll") continue;
        const box = el.getBoundingClientRect();
        const row = a.getBoundingClientRect();
        if (box.left < row.left || box.right > row.right) {
          el.scrollIntoView({ block: "nearest", inline: "nearest" });
        }
        return;
      }
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
}

/** The shell's part that stays across pages: focus to the new page, its notices said once. */
export function RouteChange() {
  useFocusedInView();
  const notices = useFocusOnNavigation();
  return (
    <p className="visually-hidden" role="status">
      {notices}
    </p>
  );
}
