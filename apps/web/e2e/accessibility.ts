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
 * What sets a page's state apart for the check, besides its path: the dialogs, drawers, menus and
 * option lists open on it, and whether it shows an alert or a field in error. Two screenshots of one
 * state differ in their data, not in the components on screen, so a state is checked once.
 */
async function pageState(page: Page): Promise<string> {
  const path = new URL(page.url()).pathname;
  const open = await page.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0;
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const label = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (element.getAttribute('aria-label') ?? '');
      return label.trim().slice(0, 60);
    };
    const overlays = Array.from(
      document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'),
    )
      .filter(shown)
      .map((element) => `${element.getAttribute('role')}:${nameOf(element)}`);
    const alert = Array.from(document.querySelectorAll('[role="alert"]')).some(shown);
    const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]')).some(shown);
    return [...overlays.sort(), alert ? 'alert' : '', invalid ? 'invalid' : ''].filter(Boolean);
  });
  return [path, ...open].join(' | ');
}

/**
 * Collects a file's findings, each rule and page once, and reports them at the end. Each state of a
 * page (see `pageState`) is checked at its first screenshot. A check takes about 1.6 s on a 2-core
 * machine: every screenshot of the suite (about 310) would add 8 minutes, each path once (about 170)
 * 5 minutes but misses the dialogs, menus and errors opened on a page.
 */
export function accessibilityLog() {
  const findings = new Map<string, AccessibilityFinding & { shots: string[] }>();
  const checkedStates = new Set<string>();
  return {
    async check(page: Page, shot: string) {
      const state = await pageState(page);
      if (checkedStates.has(state)) return;
      checkedStates.add(state);
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
