import { fill } from "./i18n.ts";

/**
 * A spec §8 message that reaches the page in English, in the page's
 * language: the catalogue's entry for it, or for the template it was filled
 * from (`You can only add 6 passengers` by `You can only add {n} passengers`,
 * the values carried over, themselves translated when the catalogue has them); a text the catalogue lacks stays English.
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
    // A value the catalogue has word for word (a berth's name) is said in its words too.
    const values = names.map((name, i) => {
      const captured = found[i + 1] ?? "";
      return [name, words[captured] ?? captured] as const;
    });
    return fill(value, Object.fromEntries(values));
  }
  return text;
}
