import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allRoutes } from '@trace/contracts';
import ts from 'typescript';

/**
 * Callers that take a path written by hand on purpose: the test is about the raw request (a malformed
 * path or body, an unknown route, headers, limits), which the typed `callRoute` would not send.
 */
export const RAW_CALLERS = new Set(['rawCall', 'rawScan', 'rawRequests']);

/**
 * The first segment of every route of the table (`/label-orders`, `/sys`, `/sysMessageNotification`).
 * Not the wildcard routes: a GS1 Digital Link (`/01/{gtin}/21/{serial}`) is data the resolver reads.
 */
const API_PREFIXES = new Set(
  allRoutes()
    .filter((route) => !route.path.includes('*'))
    .map((route) => route.path.split('/')[1] ?? '')
    .filter(Boolean),
);

/** Whether a literal's text (a template's head) starts with the path of a route of the table. */
function isApiPath(text: string, complete: boolean): boolean {
  const match = /^\/([^/?]*)(.?)/.exec(text);
  if (!match?.[1] || !API_PREFIXES.has(match[1])) return false;
  // `/sys` + `/...`, `?...` or its end; a template's head may end where a substitution starts.
  return match[2] === '/' || match[2] === '?' || match[2] === '' || (!complete && text === `/${match[1]}`);
}

function insideRawCall(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      ts.isCallExpression(parent) &&
      ts.isIdentifier(parent.expression) &&
      RAW_CALLERS.has(parent.expression.text)
    )
      return true;
  }
  return false;
}

/** The paths a source writes by hand outside the raw callers, as `line: text`. */
export function handWrittenPaths(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isApiPath(node.text, true)) literal = node.text;
    } else if (ts.isTemplateExpression(node) && isApiPath(node.head.text, false))
      literal = node.getText(source);
    if (literal !== undefined && !insideRawCall(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${line}: ${literal}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every path the test sources of a folder write by hand outside the raw callers, as `file:line: text`. */
export function handWrittenPathsIn(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !skip.has(name))
    .sort()
    .flatMap((name) =>
      handWrittenPaths(name, readFileSync(join(dir, name), 'utf8')).map((found) => `${name}:${found}`),
    );
}
