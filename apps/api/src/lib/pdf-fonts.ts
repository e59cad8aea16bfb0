import { existsSync } from 'node:fs';

/**
 * Fonts with Chinese glyphs, looked for in this order (PDF_CJK_FONT first, then the usual places of
 * Noto Sans CJK / WenQuanYi / Droid). The standard PDF fonts have no Chinese: without one of these the
 * report is written in Helvetica and Chinese text cannot be shown.
 */
const CJK_FONTS: [path: string | undefined, family?: string][] = [
  [process.env.PDF_CJK_FONT, process.env.PDF_CJK_FONT_FAMILY],
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', 'WenQuanYiZenHei'],
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
  ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'],
];

let cjkFont: [string, string | undefined] | null | undefined;
function findCjkFont() {
  if (cjkFont === undefined) {
    const found = CJK_FONTS.find(([path]) => !!path && existsSync(path));
    cjkFont = found ? [found[0]!, found[1]] : null;
  }
  return cjkFont;
}

/** Switches the document to the Chinese font when there is one; keeps Helvetica if it cannot be read. */
export function useCjkFont(doc: PDFKit.PDFDocument) {
  const font = findCjkFont();
  if (!font) return;
  try {
    doc.registerFont('body', font[0], font[1] as string);
    doc.font('body');
  } catch {
    doc.font('Helvetica');
  }
}
