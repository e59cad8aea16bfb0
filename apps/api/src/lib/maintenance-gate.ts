import type { MaintenanceMode } from '@trace/contracts';
import { type Database, maintenanceWindows } from '@trace/db';
import { and, asc, gt, isNull } from 'drizzle-orm';

export interface OpenWindow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  mode: MaintenanceMode;
  message: { cn: string; en: string; fr: string };
  noticeHours: number;
}

/** How long the windows read from the database are trusted; a change made elsewhere shows after this. */
const TTL_MS = 5_000;
/** Windows read at once: the running one and the next few (more cannot overlap in practice). */
const LOOKAHEAD = 20;

/**
 * The maintenance windows that have not ended, read once every few seconds, so the write check of
 * every request costs no query. Which one is running is decided against the clock at each call,
 * so a window starts and ends on time. A change made through this process is seen at once (`forget`).
 */
export class MaintenanceGate {
  private windows: OpenWindow[] = [];
  private loadedAt = 0;
  private loading: Promise<OpenWindow[]> | null = null;

  /**
   * @param clock what "now" is for this gate: the time, except in tests that run a window far in the
   * future so that no other client of the same database meets it.
   */
  constructor(
    private readonly db: Database,
    public clock: () => number = Date.now,
  ) {}

  /** The windows that have not ended, earliest start first. */
  async upcoming(now = this.clock()): Promise<OpenWindow[]> {
    if (Date.now() - this.loadedAt < TTL_MS) return this.windows.filter((w) => w.endsAt.getTime() > now);
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    const windows = await this.loading;
    return windows.filter((w) => w.endsAt.getTime() > now);
  }

  /** The window running now, if any (the strictest when two overlap). */
  async active(now = this.clock()): Promise<OpenWindow | null> {
    const running = (await this.upcoming(now)).filter((w) => w.startsAt.getTime() <= now);
    return running.find((w) => w.mode === 'full') ?? running[0] ?? null;
  }

  forget() {
    this.loadedAt = 0;
  }

  private async load() {
    const rows = await this.db
      .select({
        id: maintenanceWindows.id,
        startsAt: maintenanceWindows.startsAt,
        endsAt: maintenanceWindows.endsAt,
        mode: maintenanceWindows.mode,
        message: maintenanceWindows.message,
        noticeHours: maintenanceWindows.noticeHours,
      })
      .from(maintenanceWindows)
      .where(and(isNull(maintenanceWindows.cancelledAt), gt(maintenanceWindows.endsAt, new Date())))
      .orderBy(asc(maintenanceWindows.startsAt))
      .limit(LOOKAHEAD);
    this.windows = rows.map((row) => ({ ...row, mode: row.mode as MaintenanceMode }));
    this.loadedAt = Date.now();
    return this.windows;
  }
}

/** `2026-05-01 02:00 UTC`: the end of a window as a refusal states it. */
export const maintenanceTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
