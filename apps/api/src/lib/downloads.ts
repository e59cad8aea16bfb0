/**
 * How files leave the API (decision 0019). Anything sent with a Content-Disposition is a download:
 * the security-headers plugin gives it a sandboxing CSP, so even a file a browser opens from our
 * origin (a PDF, an SVG-looking image) runs no script and reaches nothing. Stored files are sent as
 * attachments, except the image types pages show in `<img>`.
 */
export const DOWNLOAD_CSP = "sandbox; default-src 'none'";

const SHOWN_IN_PAGES = new Set(['image/jpeg', 'image/png', 'image/gif']);

/** RFC 8187 encoding of a file name (encodeURIComponent leaves ' ( ) * as they are). */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition of a file: `attachment` unless asked inline, with a plain and a UTF-8 name. */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${plain}"; filename*=UTF-8''${encodeFileName(name)}`;
}

/** A stored file's Content-Disposition: images pages show stay inline, everything else downloads. */
export function storedFileDisposition(file: { name: string; mimeType: string }) {
  return contentDisposition(file.name, SHOWN_IN_PAGES.has(file.mimeType) ? 'inline' : 'attachment');
}
