/** The first message among fields named `name` or `name.<i>`. */
export function fieldMessage(fields: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(fields).find((k) => k === name || k.startsWith(`${name}.`));
  return key ? fields[key] : undefined;
}
