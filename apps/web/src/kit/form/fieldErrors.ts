import { type FieldError, type Issue, issueMessage, type Language, REQUIRED_MESSAGE } from '@trace/contracts';

export type { Issue };

/** The API words validation errors with the same function, so a field says the same either way. */
export { issueMessage, REQUIRED_MESSAGE };

/** `['audience', 'corpIds', 0]` -> `audience.corpIds.0`, the path form of the API's `errors[].path`. */
export function issuePath(issue: Issue): string {
  return issue.path.map(String).join('.');
}

/** Maps a schema path to the form field that shows it (forms may be flatter than their schema). */
export type FieldOf = (path: string) => string;
const samePath: FieldOf = (path) => path;

/**
 * Form errors keyed by field path, one message per field (the first issue wins, as a person fixes one
 * thing at a time). With `fields`, an issue is put on the nearest field the form has: an issue of a
 * list item (`corpIds.3`) shows on the list's input (`corpIds`).
 */
export function issuesToFieldErrors(
  issues: readonly Issue[],
  language: Language,
  options: { fieldOf?: FieldOf; fields?: readonly string[] } = {},
): Record<string, string> {
  const fieldOf = options.fieldOf ?? samePath;
  const known = options.fields ? new Set(options.fields) : undefined;
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = fieldOf(issuePath(issue));
    const field = (known && matchField(path, known)) ?? path;
    errors[field] ??= issueMessage(issue, language);
  }
  return errors;
}

/**
 * The API's field errors (already in the request language) placed on the form's fields. Errors whose
 * path matches no field come back in `unmatched`, for a message beside the form.
 */
export function serverFieldErrors(
  errors: readonly FieldError[],
  fields: readonly string[],
  fieldOf: FieldOf = samePath,
): { fieldErrors: Record<string, string>; unmatched: string[] } {
  const known = new Set(fields);
  const fieldErrors: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const error of errors) {
    const field = matchField(fieldOf(error.path), known);
    if (field === undefined) unmatched.push(error.message);
    else fieldErrors[field] ??= error.message;
  }
  return { fieldErrors, unmatched };
}

/** The field itself, else its nearest parent that is a field (`corpIds.3` -> `corpIds`). */
function matchField(path: string, known: ReadonlySet<string>): string | undefined {
  const parts = path.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (known.has(candidate)) return candidate;
    parts.pop();
  }
  return undefined;
}

/** Every field path of a value tree: nested objects are descended, lists are fields themselves. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return prefix ? [prefix] : [];
  const paths = prefix ? [prefix] : [];
  for (const [key, value] of Object.entries(values)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      paths.push(...fieldPaths(value, path));
    } else {
      paths.push(path);
    }
  }
  return paths;
}
