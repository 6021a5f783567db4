/**
 * Slugs for URLs and element ids. Kept apart from the Zod route schemas so
 * client code can use them without shipping Zod.
 */

/** Title-cases a slug for display until the network gives the real name: `new-delhi` → `New Delhi`. */
export function unslugify(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

/** Lower-case hyphenated words for a URL: `H. Nizamuddin` → `h-nizamuddin`. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
