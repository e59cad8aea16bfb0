/**
 * Runs `round` after `firstAfterMs` (at once unless given) and then again `everyMs` after each one
 * ends, so rounds never overlap; a failed round is left to the next. `stop` ends the rounds and waits
 * for a running one.
 */
export function startRounds(round: () => Promise<void>, everyMs: number, firstAfterMs = 0) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = round().finally(() => {
      if (!stopped) timer = setTimeout(tick, everyMs);
    });
  };
  timer = setTimeout(tick, firstAfterMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
