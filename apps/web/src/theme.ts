import { type CSSVariablesResolver, createTheme, darken, luminance, Menu } from '@mantine/core';
import classes from './theme.module.css';

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
  components: {
    // An open menu holds its entries only: focus goes to the first entry, not to an unnamed placeholder
    // (which is no menu entry, so a menu holding it is malformed for assistive technology).
    Menu: Menu.extend({
      defaultProps: { withInitialFocusPlaceholder: false },
      classNames: { item: classes.menuItem },
    }),
  },
});

/** A colour's contrast with white (WCAG: 4.5:1 for text). */
const contrastWithWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/** The colour, darkened as little as needed for white text on it (and it as text on white) to keep AA. */
function readableOnWhite(color: string): string {
  let readable = color;
  for (let amount = 0.02; contrastWithWhite(readable) < 4.6 && amount < 0.5; amount += 0.02)
    readable = darken(color, amount);
  return readable;
}

/**
 * Mantine draws light and subtle text (badges, the active menu entry) in shade 6 at most, which most
 * colours fail AA with (teal 2.5:1, red 3.3:1 on white), and a hovered filled button one shade lighter.
 * Here those texts take the darkest shade made a little deeper, which keeps 4.5:1 on the pale tints
 * behind them, and a hovered button goes darker instead. Filled backgrounds (white text), outlines and
 * coloured texts (which follow the filled colour) take shade 9, darkened where even that fails AA with white (orange 4.3:1, green 4.4:1,
 * lime 3.7:1, yellow 3.0:1). Secondary ("dimmed") text is a grey between Mantine's grey 6 (3.3:1) and
 * 7, error texts red 9.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5f666d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  for (const [name, shades] of Object.entries(current.colors)) {
    if (name === 'dark' || !shades[9]) continue;
    const strong = readableOnWhite(shades[9]);
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.18);
    if (strong !== shades[9]) {
      light[`--mantine-color-${name}-filled`] = strong;
      light[`--mantine-color-${name}-outline`] = strong;
    }
    light[`--mantine-color-${name}-filled-hover`] = darken(strong, 0.12);
  }
  return { variables: {}, light, dark: {} };
};
