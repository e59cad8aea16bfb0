/** Waits until `check` holds, asking every 50 ms; fails after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
