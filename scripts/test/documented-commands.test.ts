// Every command and file the operating documentation names must exist: the README, docs/*.md, the
// Dockerfile, docker-compose.yml, .env.example and the CLI's own help. A renamed script, a removed CLI
// command or a build entry that no longer exists fails here instead of in an operator's terminal.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES } from '../../apps/production/build.js';
import { repoRoot } from '../lib/process.js';

const run = promisify(execFile);
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

const MARKDOWN = [
  'README.md',
  ...fs
    .readdirSync(path.join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const CONFIGURATION = ['Dockerfile', 'docker-compose.yml', '.env.example'];

/**
 * What a reader is told to type: in Markdown, code spans and code blocks; elsewhere, the lines that are
 * not comments, indented example lines of comments (`#   docker compose run ...`) and code spans.
 */
function commandText(file: string, text: string): string {
  const spans = (t: string) => [...t.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  if (file.endsWith('.md')) {
    const blocks = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    return [...blocks, ...spans(text.replace(/```[\s\S]*?```/g, ''))].join('\n');
  }
  return text
    .split('\n')
    .flatMap((line) => (!line.trimStart().startsWith('#') || /^\s*# {3}/.test(line) ? [line] : spans(line)))
    .join('\n');
}

/** Directories that builds and runs create; the documentation may name what is inside them. */
const GENERATED = [
  'apps/web/dist',
  'apps/production/dist',
  'apps/production/migrations',
  'apps/production/web',
];

interface Sources {
  /** file -> its text as a whole (for paths) */
  texts: Map<string, string>;
  /** file -> the text of its commands */
  commands: Map<string, string>;
}

let sources: Sources;
let cliCommands: Set<string>;

beforeAll(async () => {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const { stdout: help } = await run(tsx, ['apps/api/src/cli/index.ts', 'help'], { cwd: repoRoot });
  cliCommands = new Set([...help.matchAll(/^ {2}([a-z][\w-]*) /gm)].map((m) => m[1]!));
  const texts = new Map<string, string>();
  const commands = new Map<string, string>();
  for (const file of [...MARKDOWN, ...CONFIGURATION]) {
    texts.set(file, read(file));
    commands.set(file, commandText(file, read(file)));
  }
  texts.set('pnpm cli help', help);
  commands.set('pnpm cli help', help);
  sources = { texts, commands };
}, 120_000);

/** Every match of `pattern` (first group) in the given texts, with where it was found. */
function found(texts: Map<string, string>, pattern: RegExp): { value: string; where: string }[] {
  return [...texts].flatMap(([where, text]) =>
    [...text.matchAll(pattern)].map((m) => ({ value: m[1]!, where })),
  );
}

/** A path, or the start of one (`apps/api/test/labels` as a test filter, `docs/decisions/0007`). */
function existsOrPrefix(relative: string): boolean {
  const full = path.join(repoRoot, relative);
  if (fs.existsSync(full)) return true;
  const dir = path.dirname(full);
  return fs.existsSync(dir) && fs.readdirSync(dir).some((entry) => entry.startsWith(path.basename(full)));
}

describe('the commands and files the documentation names', () => {
  it('finds what it checks', () => {
    expect(cliCommands).toContain('create-admin');
    expect(found(sources.commands, /\bpnpm cli ([a-z][\w-]*)/g).length).toBeGreaterThan(2);
    expect(found(sources.texts, /(?<![\w/.-])dist\/([\w-]+)\.js\b/g).length).toBeGreaterThan(5);
  });

  it('names repository paths that exist', () => {
    const paths = found(sources.texts, /(?<![\w/.:@-])((?:apps|packages|scripts|docs|\.ci)\/[\w@./<>*…-]*)/g)
      .map(({ value, where }) => ({ value: value.replace(/[.,:;)]+$/, '').replace(/\/$/, ''), where }))
      .filter(({ value }) => !/[<>*…]/.test(value));
    const missing = paths.filter(
      ({ value }) =>
        !GENERATED.some((dir) => value === dir || value.startsWith(`${dir}/`)) && !existsOrPrefix(value),
    );
    expect(missing).toEqual([]);
  });

  it('names programs of the production build that it builds', () => {
    const programs = found(sources.texts, /(?<![\w/.-])dist\/([\w-]+)\.js\b/g);
    expect(programs.filter(({ value }) => !(value in ENTRIES))).toEqual([]);
  });

  it('names CLI commands the CLI knows, on a checkout and in the build', () => {
    const named = found(sources.commands, /\b(?:pnpm cli|node dist\/cli\.js) ([a-z][\w-]*)/g);
    expect(named.filter(({ value }) => !cliCommands.has(value) && value !== 'help')).toEqual([]);
  });

  it('names package scripts that exist', () => {
    const root = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const packages = new Map<string, Record<string, string>>();
    for (const group of ['apps', 'packages']) {
      for (const dir of fs.readdirSync(path.join(repoRoot, group))) {
        const file = path.join(repoRoot, group, dir, 'package.json');
        if (!fs.existsSync(file)) continue;
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {
          name: string;
          scripts?: Record<string, string>;
        };
        packages.set(pkg.name, pkg.scripts ?? {});
      }
    }
    const PNPM_COMMANDS = new Set([
      'install',
      'add',
      'fetch',
      'deploy',
      'exec',
      'dlx',
      'store',
      'approve-builds',
    ]);
    const rootScripts = found(sources.commands, /\bpnpm ([a-z][\w:-]*)/g).filter(
      ({ value }) => !(value in root.scripts) && !PNPM_COMMANDS.has(value),
    );
    expect(rootScripts).toEqual([]);
    const filtered = found(sources.commands, /\bpnpm --filter (\S+ [a-z][\w:-]*)/g).filter(({ value }) => {
      const [name, script] = value.split(' ') as [string, string];
      const scripts = packages.get(name);
      return !scripts || !(script in scripts || PNPM_COMMANDS.has(script));
    });
    expect(filtered).toEqual([]);
    const npm = found(sources.commands, /\bnpm (?:run )?([a-z][\w:-]*)/g).filter(
      ({ value }) => !(value in root.scripts) && !['install', 'ci'].includes(value),
    );
    expect(npm).toEqual([]);
  });

  it('names npm test groups and npm start options that exist', () => {
    const groups = /const GROUPS = \[([^\]]*)\]/.exec(read('scripts/test.ts'))?.[1] ?? '';
    const known = new Set([...groups.matchAll(/'([\w-]+)'/g)].map((m) => m[1]!));
    expect(known.size).toBeGreaterThan(3);
    const named = found(sources.commands, /npm test -- --only=([\w,-]+)/g).flatMap(({ value, where }) =>
      value.split(',').map((group) => ({ value: group, where })),
    );
    expect(named.filter(({ value }) => !known.has(value))).toEqual([]);
    const start = read('scripts/start.ts');
    const options = found(sources.commands, /npm start -- (--[\w-]+)/g);
    expect(options.filter(({ value }) => !start.includes(`'${value}'`))).toEqual([]);
  });
});
