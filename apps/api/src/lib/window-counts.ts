import type { Redis } from 'ioredis';

/** One counting window of a call: its Redis key, how long the key lives, and the most it admits. */
export interface CountWindow {
  key: string;
  ttlMs: number;
  limit: number;
}

/** A window as this process knows it. */
interface Tally {
  /** The total Redis last answered; null until it has answered once. */
  known: number | null;
  /** Calls sent to Redis and not answered yet. */
  sending: number;
  /** Calls counted here and not sent yet. */
  unsent: number;
  ttlMs: number;
  /** When the Redis key has surely expired: the tally is dropped after that. */
  until: number;
}

/** The calls counted since the last send: how many per window, in the order they came. */
interface Batch {
  added: Map<string, number>;
  /** Redis's totals once the batch is sent and answered; null if Redis did not answer. */
  answered: Promise<Map<string, number> | null>;
  settle: (totals: Map<string, number> | null) => void;
}

/**
 * Adds each window's count (ARGV: count and time to live in pairs) and answers the totals; a key
 * created here gets its time to live.
 */
const ADD = `
  local totals = {}
  for i, key in ipairs(KEYS) do
    local added = tonumber(ARGV[2 * i - 1])
    local total = redis.call('INCRBY', key, added)
    if total == added then redis.call('PEXPIRE', key, ARGV[2 * i]) end
    totals[i] = total
  end
  return totals
`;

function newBatch(): Batch {
  let settle!: Batch['settle'];
  const answered = new Promise<Map<string, number> | null>((resolve) => {
    settle = resolve;
  });
  return { added: new Map(), answered, settle };
}

/** A call's place in each of its windows. */
type Places<W extends readonly CountWindow[]> = { -readonly [K in keyof W]: number };

/** Counts left before a limit below which a call is admitted on what this process knows. */
const margin = (limit: number) => Math.max(1, Math.ceil(limit / 10));
const SWEEP_MS = 60_000;

/**
 * Counts calls in windows kept in Redis, so limits hold across instances, with one Redis command per
 * group of calls instead of one per call (decision 0036). A call far from its limits is answered at
 * once with its place as this process knows it (Redis's last total plus the calls counted here since),
 * and its count goes to Redis with the next group. A call waits for Redis's total when its window has
 * no total here yet, when it is within a tenth of the limit, or when this process already has a tenth
 * of the limit counted but not yet answered: one instance alone is exact, and other instances' calls
 * can take a limit past itself only by what they count within one round trip, at most a tenth each.
 * Null: Redis did not answer, and the call is not counted.
 */
export class WindowCounts {
  private readonly tallies = new Map<string, Tally>();
  private next = newBatch();
  private sending: Promise<void> | null = null;
  private sweptAt = Date.now();
  private readonly add: (keys: number, ...args: string[]) => Promise<number[]>;

  constructor(
    redis: Redis,
    private readonly onError: (error: unknown) => void,
  ) {
    redis.defineCommand('addWindowCounts', { lua: ADD });
    const adding = redis as unknown as { addWindowCounts(...args: (string | number)[]): Promise<number[]> };
    this.add = (keys, ...args) => adding.addWindowCounts(keys, ...args);
  }

  /** Counts one call in each window; answers its place in each (1 for a window's first call). */
  async count<const W extends readonly CountWindow[]>(windows: W): Promise<Places<W> | null> {
    const now = Date.now();
    const batch = this.next;
    const places: number[] = [];
    const before: number[] = [];
    let wait = false;
    for (const window of windows) {
      let tally = this.tallies.get(window.key);
      if (!tally) {
        tally = { known: null, sending: 0, unsent: 0, ttlMs: window.ttlMs, until: 0 };
        this.tallies.set(window.key, tally);
      }
      tally.ttlMs = window.ttlMs;
      tally.until = now + window.ttlMs;
      tally.unsent += 1;
      const added = batch.added.get(window.key) ?? 0;
      batch.added.set(window.key, added + 1);
      before.push(added);
      const unconfirmed = tally.sending + tally.unsent;
      const room = margin(window.limit);
      if (tally.known === null || unconfirmed > room) wait = true;
      else {
        const place = tally.known + unconfirmed;
        if (place > window.limit - room) wait = true;
        places.push(place);
      }
    }
    this.sending ??= this.send();
    if (!wait) return places as Places<W>;
    const totals = await batch.answered;
    if (!totals) return null;
    // The batch's calls hold the last places of what it added, in the order they were counted.
    return windows.map((window, i) => {
      const total = totals.get(window.key)!;
      return total - batch.added.get(window.key)! + before[i]! + 1;
    }) as Places<W>;
  }

  /** Sends the calls counted so far in one command, then what came meanwhile, until none are left. */
  private async send(): Promise<void> {
    while (this.next.added.size > 0) {
      const batch = this.next;
      this.next = newBatch();
      const keys = [...batch.added.keys()];
      const args: string[] = [];
      for (const key of keys) {
        const tally = this.tallies.get(key)!;
        const added = batch.added.get(key)!;
        tally.unsent -= added;
        tally.sending += added;
        args.push(String(added), String(tally.ttlMs));
      }
      let totals: Map<string, number> | null = null;
      try {
        const answer = await this.add(keys.length, ...keys, ...args);
        totals = new Map(keys.map((key, i) => [key, Number(answer[i])]));
      } catch (error) {
        this.onError(error);
      }
      for (const key of keys) {
        const tally = this.tallies.get(key)!;
        tally.sending -= batch.added.get(key)!;
        if (totals) tally.known = totals.get(key)!;
      }
      batch.settle(totals);
      this.sweep();
    }
    this.sending = null;
  }

  /** Drops the tallies of windows whose keys have expired, once a minute. */
  private sweep(): void {
    const now = Date.now();
    if (now - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = now;
    for (const [key, tally] of this.tallies)
      if (tally.until < now && tally.sending === 0 && tally.unsent === 0) this.tallies.delete(key);
  }

  /** Waits until every call counted so far has been sent and answered. */
  async drain(): Promise<void> {
    await this.sending;
  }
}
