import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Charts as the browser drew them (decision 0029): ECharts draws SVG, so a chart with data is a set
 * of `path`s painted in colours, checked without reading pixels.
 */

/** The fill a path is painted with, as the browser computes it (`rgb(r, g, b)`). */
export async function fills(chart: Locator): Promise<string[]> {
  return chart.locator('svg path').evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
}

/** A colour written `#rrggbb` as the browser computes it. */
export const hex = (color: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** A filled shape in a colour (bars, slices, stages, coloured regions): not grey, white or unpainted. */
export const isColoured = (fill: string) => {
  const parts = fill.match(/^rgba?\((\d+), (\d+), (\d+)/);
  if (!parts) return false;
  const [r, g, b] = parts.slice(1, 4).map(Number) as [number, number, number];
  return Math.max(r, g, b) - Math.min(r, g, b) > 24;
};

/** Waits until a chart has drawn at least `count` coloured shapes, and returns their fills. */
export async function drawnShapes(chart: Locator, count: number): Promise<string[]> {
  await expect
    .poll(async () => (await fills(chart)).filter(isColoured).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return (await fills(chart)).filter(isColoured);
}
