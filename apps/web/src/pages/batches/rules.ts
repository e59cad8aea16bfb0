import {
  BIND_MAX_CODES,
  issueMessage,
  type Language,
  translate,
  ZPositiveWeightInput,
} from '@trace/contracts';
import { compareWeights } from '@trace/contracts/weight-math';

const CODE = /^\d{16,20}$/;

/** The codes typed into the list box: one per line, or separated by spaces, commas or semicolons. */
export function parseCodeList(text: string): string[] {
  return text
    .split(/[\s,;，；]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** How many labels a range holds, or null while either end is not a valid code or the end is first. */
export function rangeSize(start: string, end: string): bigint | null {
  const a = start.trim();
  const b = end.trim();
  if (!CODE.test(a) || !CODE.test(b)) return null;
  const size = BigInt(b) - BigInt(a) + 1n;
  return size > 0n ? size : null;
}

/** Whether a range or list is larger than one binding takes. */
export const tooManyCodes = (count: bigint | number) => BigInt(count) > BigInt(BIND_MAX_CODES);

/** The codes of a bind refusal: the server names each refused code as `path` with its reason. */
export function refusalsOf(errors: readonly { path: string; message: string }[]) {
  return errors
    .filter((error) => CODE.test(error.path))
    .map((error) => ({ code: error.path, reason: error.message }));
}

/**
 * What is wrong with a typed weight, worded as the API words it (spec section 5: empty, not a number,
 * negative; then zero, too large, or more than the raw material left); null when it is fine.
 */
export function weightProblem(
  text: string,
  max: string | null | undefined,
  language: Language,
): string | null {
  const parsed = ZPositiveWeightInput.safeParse(text, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return issue ? issueMessage(issue, language) : null;
  }
  if (max !== undefined && max !== null && compareWeights(parsed.data, max) > 0)
    return translate('weight.overRemaining', language, { remaining: max });
  return null;
}
