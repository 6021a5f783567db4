import { CLASS_NAMES, QUOTA_NAMES } from "@safar/contracts/code-tables";

/** A class's name in the page's words (`class_3A`), else the railway's English name, else the code. */
export function className(words: object, code: string): string {
  const w = words as Readonly<Record<string, string | undefined>>;
  return w[`class_${code}`] ?? (CLASS_NAMES as Record<string, string | undefined>)[code] ?? code;
}

/** A quota's name in the page's words (`quota_TQ`), else the English name, else the code. */
export function quotaName(words: object, code: string): string {
  const w = words as Readonly<Record<string, string | undefined>>;
  return w[`quota_${code}`] ?? (QUOTA_NAMES as Record<string, string | undefined>)[code] ?? code;
}

/** A code's word under `prefix` (`berth_LB`), else `fallback`. */
export function codeWord(words: object, prefix: string, code: string, fallback: string): string {
  return (words as Readonly<Record<string, string | undefined>>)[`${prefix}${code}`] ?? fallback;
}
