import sprite from "./icons.svg?no-inline";

/**
 * The icons' shapes are symbols in one sprite (`icons.svg`, a hashed asset
 * the browser caches), not path data in the JavaScript bundle (W3). Each icon
 * is an `<svg>` that uses its symbol; stroke and size come from `.icon`
 * (app.css), inherited into the symbol.
 */
export type IconName =
  | "menu"
  | "close"
  | "user"
  | "back"
  | "offers"
  | "help"
  | "bookings"
  | "offline"
  | "phone"
  | "home"
  | "swap"
  | "calendar"
  | "alert"
  | "plane"
  | "bus"
  | "train"
  | "hotel"
  | "globe"
  | "metro";

/** A decorative 24 px stroke icon; label the control that holds it, not the icon. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
