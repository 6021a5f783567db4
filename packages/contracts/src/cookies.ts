/**
 * One cookie's value from a `Cookie` header (or `document.cookie`), URL-decoded;
 * null when absent or not decodable. Shared by the host, the web app and the
 * railway's pages, so every side reads a cookie the same way.
 */
export function readCookie(
  header: string | readonly string[] | null | undefined,
  name: string,
): string | null {
  const text = Array.isArray(header) ? header.join("; ") : (header as string | null | undefined);
  if (!text) return null;
  for (const part of text.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
