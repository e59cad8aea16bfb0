import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p99: number;
  requests: number;
  non2xx: number;
}

export interface LoadSettings {
  duration: number;
  connections: number;
}

type Target = Omit<autocannon.Options, 'duration' | 'connections'>;

async function once(target: Target, settings: LoadSettings, duration: number): Promise<Load> {
  const result = await autocannon({ ...target, connections: settings.connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result['2xx'],
    non2xx: result.non2xx,
  };
}

const merge = (rounds: Load[]): Load => ({
  rps: rounds.reduce((sum, round) => sum + round.rps, 0) / rounds.length,
  p99: Math.max(...rounds.map((round) => round.p99)),
  requests: rounds.reduce((sum, round) => sum + round.requests, 0),
  non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
});

/**
 * A route against its baseline in the same run: both warmed up, then measured in alternating halves
 * (baseline, route, baseline, route), so a slow moment of a shared machine falls on both. Each side's
 * throughput is the mean of its halves, its p99 the worse of them.
 */
export async function compareLoads(
  baseline: Target,
  route: Target,
  settings: LoadSettings,
): Promise<{ baseline: Load; route: Load; ratio: number; p99Ratio: number; routeAnswered: number }> {
  await once(baseline, settings, 2);
  const warm = await once(route, settings, 2);
  const half = settings.duration / 2;
  const rounds = { baseline: [] as Load[], route: [] as Load[] };
  for (let i = 0; i < 2; i++) {
    rounds.baseline.push(await once(baseline, settings, half));
    rounds.route.push(await once(route, settings, half));
  }
  const b = merge(rounds.baseline);
  const r = merge(rounds.route);
  return {
    baseline: b,
    route: r,
    ratio: r.rps / b.rps,
    p99Ratio: r.p99 / Math.max(b.p99, 1),
    // Every 2xx answer of the route, warm-up included (what the scan bench checks were recorded).
    routeAnswered: warm.requests + r.requests,
  };
}

export const describe = (load: Load) => `${load.rps.toFixed(0)} req/s, p99 ${load.p99} ms`;
