import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Variants that draw text in the colour itself over white or a pale tint of it. */
const TINTED = new Set(['light', 'subtle', 'outline', 'transparent']);

/**
 * Mantine draws light, subtle and outline text in shade 6, which most colours fail WCAG AA with
 * (teal 2.5:1, red 3.3:1 on white). Those texts take the darkest shade, a little deeper still, which
 * keeps 4.5:1 on the pale tints behind them; everything else is Mantine's.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (!TINTED.has(input.variant ?? '')) return resolved;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color || parsed.color === 'dark') return resolved;
  const deep = darken(input.theme.colors[parsed.color]![9], 0.18);
  return { ...resolved, color: deep, hoverColor: deep };
};

/**
 * Colours meet WCAG AA contrast (4.5:1 for text): the primary shade is teal 9 (5.0:1 on white, 4.8:1
 * on the page background); secondary ("dimmed") text is a grey between Mantine's grey 6 (3.3:1) and 7,
 * and error texts are red 9.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  headings: { fontWeight: '650' },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f666d', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
