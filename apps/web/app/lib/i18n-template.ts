import { fill } from "./i18n.ts";

/**
 * A spec §8 message that reaches the page in English, in the page's
 * language: the catalogue's entry for it, or for the template it was filled
 * from (`You can only add 6 passengers` by `You can only add {n} passengers`,
 * the values carried over); a text the catalogue lacks stays English.
 */
export function translatedTemplate(messages: object, text: string): string {
  const words = messages as Readonly<Record<string, string | undefined>>;
  const exact = words[text];
  if (exact !== undefined) return exact;
  for (const [key, value] of Object.entries(words)) {
    if (value === undefined || !key.includes("{")) continue;
    const names: string[] = [];
    const pattern = key
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 1) {
          names.push(part);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    const found = new RegExp(`^${pattern}$`).exec(text);
    if (!found) continue;
    return fill(value, Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ""])));
  }
  return text;
}
