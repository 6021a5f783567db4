import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * Remembers what had focus when a dialog opened and gives the handler that
 * puts focus back when it closes (Radix returns focus only to its own
 * Trigger, and the shell's dialogs are opened from anywhere), or, when that
 * is gone, to the page's heading.
 */
export function useReturnFocus(open: boolean, target?: RefObject<HTMLElement | null>) {
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      previous.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const element = target?.current ?? previous.current;
    if (element?.isConnected) return element.focus();
    // What opened it is gone (signing in replaced the Login link): the page's heading,
    // not the body, so Tab goes on from the top of the page.
    const main = document.getElementById("main");
    const heading = main?.querySelector<HTMLElement>("h1");
    if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    (heading ?? main)?.focus();
  };
}
