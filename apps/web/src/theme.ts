import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';

/**
 * Colours meet WCAG AA contrast (4.5:1 for text): the primary shade is teal 9 (5.0:1 on white, 4.8:1
 * on the page background).
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  headings: { fontWeight: '650' },
});

/**
 * Mantine draws light and subtle text (badges, the active menu entry) in shade 6 at most, which most
 * colours fail AA with (teal 2.5:1, red 3.3:1 on white), and a hovered filled button one shade lighter.
 * Here those texts take the darkest shade made a little deeper, which keeps 4.5:1 on the pale tints
 * behind them, and a hovered button goes darker instead. Secondary ("dimmed") text is a grey between
 * Mantine's grey 6 (3.3:1) and 7, error texts red 9.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(current.colors)) {
    if (name === 'dark' || !shades[9]) continue;
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.18);
    light[`--mantine-color-${name}-filled-hover`] = darken(shades[9], 0.12);
  }
  return { variables: {}, light, dark: {} };
};
