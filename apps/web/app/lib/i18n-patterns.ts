import { fill, translated } from "./i18n.ts";

/**
 * `translated` for texts with numbers or names in them (ADR 028): a
 * catalogue key with placeholders (`Wrong OTP. {attemptsLeft} attempt(s)
 * left`) reads `Wrong OTP. 2 attempt(s) left` and fills the other
 * language's wording with `2`. Its own module: only the screens that show
 * such API messages load it (the shell keeps the plain lookup, W3).
 */
const PATTERNS = new Map<string, { re: RegExp; names: string[] }>();

function patternOf(template: string): { re: RegExp; names: string[] } {
  let found = PATTERNS.get(template);
  if (!found) {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    found = { re: new RegExp(`^${source}$`), names };
    PATTERNS.set(template, found);
  }
  return found;
}

export function translatedPattern(messages: object, text: string): string {
  const exact = translated(messages, text);
  if (exact !== text) return exact;
  const all = messages as Record<string, string>;
  for (const key in all) {
    if (!key.includes("{")) continue;
    const { re, names } = patternOf(key);
    const m = re.exec(text);
    if (m) {
      const values: Record<string, string> = {};
      names.forEach((name, i) => {
        values[name] = m[i + 1] as string;
      });
      return fill(all[key] as string, values);
    }
  }
  return text;
}
