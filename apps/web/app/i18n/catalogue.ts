import type { Locale } from "@safar/contracts/locale";

/**
 * A catalogue: the English words of an area, exactly as the spec and the
 * tests have them, and the Hindi of every one (the type makes a missing or
 * extra Hindi entry a compile error). Loaders send one language's words as
 * `messages` (ADR 028); components name them by key with `useMessages`.
 */
export type Catalogue<E extends Record<string, string>> = Readonly<
  Record<Locale, { readonly [K in keyof E]: string }>
>;

export function catalogue<const E extends Record<string, string>>(
  en: E,
  hi: { readonly [K in keyof E]: string },
): Catalogue<E> {
  return { en, hi };
}
