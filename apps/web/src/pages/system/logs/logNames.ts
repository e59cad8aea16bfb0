/** The name of an audit entity or action in the interface language; one the list does not know is shown as recorded. */
export function nameOf(names: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(names, value) ? (names[value] ?? value) : value;
}
