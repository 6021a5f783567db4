/**
 * The railway's own pages as the benches read them: a hidden field's value
 * (`<input type="hidden" name="hold" value="…">`), unescaped as the
 * railway's templates escaped it (`escapeHtml`).
 */
export function hiddenField(html: string, name: string): string {
  const raw = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  return raw
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&#96;", "`")
    .replaceAll("&amp;", "&");
}
