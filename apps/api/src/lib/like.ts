/** A LIKE pattern for "contains": `%` and `_` typed by a person are literal characters, not wildcards. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
