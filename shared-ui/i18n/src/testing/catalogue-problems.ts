function leaves(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    ),
  );
}

const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\w+\}\}/g)
    ?.sort()
    .join(',') ?? '';

/**
 * Everything wrong between an English and a Spanish catalogue: keys missing on either side, empty
 * texts, and interpolation placeholders that differ. An empty list means they match.
 */
export function catalogueProblems(en: unknown, es: unknown): string[] {
  const english = leaves(en);
  const spanish = leaves(es);
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in spanish)) problems.push(`es lacks ${key}`);
  for (const key of Object.keys(spanish)) if (!(key in english)) problems.push(`en lacks ${key}`);
  for (const [language, texts] of [
    ['en', english],
    ['es', spanish],
  ] as const) {
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text !== 'string' || text.trim() === '')
        problems.push(`${language} ${key} is empty`);
    }
  }
  for (const key of Object.keys(english)) {
    if (key in spanish && placeholders(english[key]) !== placeholders(spanish[key]))
      problems.push(`${key} has different placeholders`);
  }
  return problems;
}
