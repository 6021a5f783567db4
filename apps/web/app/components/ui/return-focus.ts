import { type RefObject, useLayoutEffect, useRef } from "react";

/**
 * Remembers what had focus when a dialog opened and gives the handler that
 * puts focus back when it closes (Radix returns focus only to its own
 * Trigger, and the shell's dialogs are opened from anywhere).
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
    if (element?.isConnected) element.focus();
  };
}
