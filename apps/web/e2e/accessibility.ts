import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's script, run in the page through the DevTools protocol (so the page's CSP does not apply). */
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

/** What the suite refuses: axe's serious and critical findings (WCAG 2.x A and AA, and best practices). */
const REFUSED = new Set(['serious', 'critical']);

export interface AccessibilityFinding {
  rule: string;
  impact: string;
  help: string;
  /** The page's path, and the first elements concerned. */
  path: string;
  targets: string[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** The serious and critical accessibility findings of the page as it is now. */
export async function accessibilityFindings(page: Page): Promise<AccessibilityFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: unknown };
    return result.violations;
  });
  const path = new URL(page.url()).pathname;
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact && REFUSED.has(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      path,
      targets: violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.map(String).join(' ')}  ${node.html.slice(0, violation.id === 'aria-required-children' ? 3000 : 120)}\n      ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
    }));
}

/**
 * Collects findings over a file's pages, each rule and page once, and reports them at the end.
 * `everyShot` checks every screenshot (each state of a page: its dialogs, errors, menus); otherwise a
 * page is checked at its first screenshot only, which bounds the time a report costs.
 */
export function accessibilityLog({ everyShot }: { everyShot: boolean }) {
  const findings = new Map<string, AccessibilityFinding & { shots: string[] }>();
  const checkedPaths = new Set<string>();
  return {
    async check(page: Page, shot: string) {
      const path = new URL(page.url()).pathname;
      if (!everyShot && checkedPaths.has(path)) return;
      checkedPaths.add(path);
      for (const finding of await accessibilityFindings(page)) {
        const key = `${finding.rule} ${finding.path}`;
        const seen = findings.get(key);
        if (seen) seen.shots.push(shot);
        else findings.set(key, { ...finding, shots: [shot] });
      }
    },
    report(): string | null {
      if (findings.size === 0) return null;
      return [...findings.values()]
        .map(
          (f) =>
            `${f.impact} ${f.rule} on ${f.path} (${f.shots[0]}): ${f.help}\n    ${f.targets.join('\n    ')}`,
        )
        .join('\n');
    },
  };
}
