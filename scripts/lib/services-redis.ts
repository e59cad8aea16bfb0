// Redis for the service provisioning (see services.ts): REDIS_URL, a local server, or redis-server
// with data in .data/redis (installed with apt-get as root when missing).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { redactUrl } from './db-admin.js';
import { formatDuration, isRoot, rel, run, sleep, which } from './process.js';
import {
  adopted,
  describeSocketError,
  freePort,
  isAlive,
  type Log,
  logTail,
  type OnUnexpectedExit,
  ownerAlive,
  type Provided,
  probePort,
  ServiceError,
  stopChild,
  track,
  waitUntil,
} from './services-common.js';

type RedisProbe =
  | { state: 'ready' }
  | { state: 'auth' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'none'; reason: string };

function respCommand(parts: string[]): string {
  return `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
}

/** Sends PING (after AUTH when credentials are given) and classifies the answer. */
export function probeRedis(
  host: string,
  port: number,
  auth?: { username?: string; password: string },
  timeoutMs = 2000,
): Promise<RedisProbe> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let text = '';
    let done = false;
    const finish = (result: RedisProbe) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ state: 'none', reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.on('connect', () => {
      let payload = '';
      if (auth) {
        payload += respCommand(
          auth.username ? ['AUTH', auth.username, auth.password] : ['AUTH', auth.password],
        );
      }
      socket.write(payload + respCommand(['PING']));
    });
    socket.on('error', (err) => finish({ state: 'none', reason: describeSocketError(err) }));
    socket.on('close', () => finish({ state: 'none', reason: 'connection closed without an answer' }));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const lines = text.split('\r\n');
      const complete = lines.slice(0, -1);
      const expected = auth ? 2 : 1;
      for (const line of complete) {
        if (!line.startsWith('+') && !line.startsWith('-')) {
          return finish({ state: 'none', reason: 'not a Redis server' });
        }
      }
      if (auth && complete[0]?.startsWith('-'))
        return finish({ state: 'error', message: complete[0].slice(1) });
      if (complete.length < expected) return;
      const reply = complete[expected - 1] ?? '';
      if (reply === '+PONG') return finish({ state: 'ready' });
      if (reply.startsWith('-NOAUTH')) return finish({ state: 'auth' });
      if (reply.startsWith('-LOADING')) return finish({ state: 'loading' });
      return finish({ state: 'error', message: reply.slice(1) });
    });
  });
}

export async function provideRedis(dataRoot: string, log: Log, onExit: OnUnexpectedExit): Promise<Provided> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv) {
    log(`Redis: using REDIS_URL (${redactUrl(fromEnv)})`);
    const url = new URL(fromEnv);
    if (url.protocol === 'redis:') {
      const auth = url.password
        ? {
            username: decodeURIComponent(url.username) || undefined,
            password: decodeURIComponent(url.password),
          }
        : undefined;
      const r = await probeRedis(url.hostname, Number(url.port || 6379), auth, 5000);
      if (r.state !== 'ready') {
        const why = r.state === 'none' ? r.reason : r.state === 'error' ? r.message : r.state;
        throw new ServiceError(`Redis: REDIS_URL (${redactUrl(fromEnv)}) does not answer PING: ${why}`);
      }
    }
    return { url: fromEnv, fromEnv: true };
  }

  const port = probePort('SERVICES_PROBE_REDIS_PORT', 6379);
  const local = await probeRedis('127.0.0.1', port);
  if (local.state === 'ready') {
    log(`Redis: using local server at 127.0.0.1:${port}`);
    return { url: `redis://127.0.0.1:${port}`, fromEnv: false };
  }
  const why =
    local.state === 'none'
      ? local.reason
      : local.state === 'auth'
        ? 'it needs a password: set REDIS_URL to use it'
        : local.state === 'error'
          ? local.message
          : 'it is loading its data';
  log(`Redis: no usable server at 127.0.0.1:${port} (${why})`);

  const redisDir = path.join(dataRoot, 'redis');
  const reused = await reuseRunningRedis(redisDir, log);
  if (reused) return reused;

  let binary = which('redis-server');
  if (!binary) {
    if (isRoot && which('apt-get')) {
      await installRedisWithApt(log);
      const again = await probeRedis('127.0.0.1', port);
      if (again.state === 'ready') {
        log(`Redis: using the server the redis-server package started at 127.0.0.1:${port}`);
        return { url: `redis://127.0.0.1:${port}`, fromEnv: false };
      }
      binary = which('redis-server');
    }
    if (!binary) {
      throw new ServiceError(
        'Redis: no server answers and redis-server is not installed. Install Redis 6.2 or later ' +
          '(Debian/Ubuntu: sudo apt-get install redis-server; Fedora: sudo dnf install redis; ' +
          'macOS: brew install redis) so that redis-server is on PATH, or start one and set ' +
          'REDIS_URL=redis://host:6379.',
      );
    }
  }
  return startRedis(binary, redisDir, log, onExit);
}

async function installRedisWithApt(log: Log) {
  log('Redis: redis-server is not installed; installing the Debian package redis-server with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = ['install', '-y', '--no-install-recommends', 'redis-server'];
  let code = await run('apt-get', install, { env });
  if (code !== 0) {
    log('Redis: refreshing the package lists (apt-get update) and retrying');
    code = await run('apt-get', ['update'], { env });
    if (code === 0) code = await run('apt-get', install, { env });
  }
  if (code !== 0) {
    throw new ServiceError(
      `Redis: apt-get could not install redis-server (exit ${code}). Install Redis yourself so that ` +
        'redis-server is on PATH, or set REDIS_URL.',
    );
  }
}

async function reuseRunningRedis(redisDir: string, log: Log): Promise<Provided | undefined> {
  const stateFile = path.join(redisDir, 'server.json');
  let state: { pid?: number; port?: number; owner?: number };
  try {
    state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as typeof state;
  } catch {
    return undefined;
  }
  const { pid, port } = state;
  if (!pid || !port || !isAlive(pid, 'redis')) return undefined;
  for (let waited = 0; waited < 15_000; waited += 250) {
    const r = await probeRedis('127.0.0.1', port);
    if (r.state === 'ready') {
      const url = `redis://127.0.0.1:${port}`;
      if (ownerAlive(state.owner)) {
        log(
          `Redis: using the server already running from ${rel(redisDir)} on port ${port} ` +
            `(pid ${pid}, started by process ${state.owner}, which will stop it)`,
        );
        return { url, fromEnv: false };
      }
      log(
        `Redis: taking over the server left running from ${rel(redisDir)} on port ${port} ` +
          `(pid ${pid}; the command that started it has ended); it will be stopped at exit`,
      );
      fs.writeFileSync(stateFile, JSON.stringify({ pid, port, owner: process.pid }));
      const started = adopted('Redis', pid, 'redis', 'SIGTERM', 'SIGKILL', log, () =>
        fs.rmSync(stateFile, { force: true }),
      );
      return { url, fromEnv: false, started };
    }
    if (r.state !== 'loading') return undefined;
    await sleep(250);
  }
  return undefined;
}

async function startRedis(
  binary: string,
  redisDir: string,
  log: Log,
  onExit: OnUnexpectedExit,
): Promise<Provided> {
  fs.mkdirSync(redisDir, { recursive: true });
  const logFile = path.join(redisDir, 'redis.log');
  const stateFile = path.join(redisDir, 'server.json');
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    log(`Redis: starting ${binary} in ${rel(redisDir)} on port ${port} (log: ${rel(logFile)})`);
    const began = Date.now();
    const logFd = fs.openSync(logFile, 'a');
    const logStart = fs.fstatSync(logFd).size;
    const child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        redisDir,
        '--maxmemory-policy',
        'noeviction',
        '--appendonly',
        'yes',
        '--save',
        '',
        '--daemonize',
        'no',
      ],
      { detached: true, stdio: ['ignore', logFd, logFd] },
    );
    fs.closeSync(logFd);
    track(child, 'SIGTERM');
    const ready = await waitUntil(
      child,
      30_000,
      async () => (await probeRedis('127.0.0.1', port)).state === 'ready',
    );
    if (ready) {
      fs.writeFileSync(stateFile, JSON.stringify({ pid: child.pid, port, owner: process.pid }));
      log(`Redis: server ready on 127.0.0.1:${port} in ${formatDuration(Date.now() - began)}`);
      let stopping = false;
      child.once('exit', (code, signal) => {
        fs.rmSync(stateFile, { force: true });
        if (!stopping)
          onExit('Redis', `redis-server exited (${signal ?? `code ${code}`}); see ${rel(logFile)}`);
      });
      return {
        url: `redis://127.0.0.1:${port}`,
        fromEnv: false,
        started: {
          name: 'Redis',
          stop: async () => {
            stopping = true;
            log('Redis: stopping redis-server');
            await stopChild(child, 'SIGTERM', 10_000, 'SIGKILL');
            fs.rmSync(stateFile, { force: true });
          },
        },
      };
    }
    await stopChild(child, 'SIGTERM', 5_000, 'SIGKILL');
    const tail = logTail(logFile, logStart);
    if (attempt < 3 && /already in use/i.test(tail)) continue;
    throw new ServiceError(`Redis: redis-server did not start. Last lines of ${rel(logFile)}:\n${tail}`);
  }
}
