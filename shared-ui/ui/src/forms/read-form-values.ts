/**
 * What a person typed into a form, read from the form itself when it is sent: a prerendered form
 * can be filled in before its script arrives, and its fields are never copied into state that a
 * late hydration would start empty (issue 30).
 */
export function readFormValues<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
