import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_SCHEMES, HTML_ALLOWED_TAGS } from '@trace/contracts';

/**
 * Keeps only formatting, links and images in HTML typed by a person, with the same allow-list the API
 * applies before storing a message, so a preview shows what will be stored and runs nothing. Content
 * the API sends has been cleaned already; rendering cleans it again, which costs little.
 */

const ALLOWED_TAGS = new Set(HTML_ALLOWED_TAGS);
/** Tags removed with everything inside; other unknown tags are replaced by their content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'template',
]);
const ALLOWED_ATTRIBUTES = HTML_ALLOWED_ATTRIBUTES;
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** http(s), mailto and addresses relative to this site pass; `javascript:` and `data:` do not. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is being removed
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme === undefined || HTML_ALLOWED_SCHEMES.includes(scheme);
}

function clean(node: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!ALLOWED_TAGS.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const allowed = new Set([...(ALLOWED_ATTRIBUTES[tag] ?? []), ...(ALLOWED_ATTRIBUTES['*'] ?? [])]);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!allowed.has(name) || (URL_ATTRIBUTES.has(name) && !isSafeUrl(attribute.value))) {
        element.removeAttribute(attribute.name);
      }
    }
    if (tag === 'a') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** The HTML with everything outside the allow-list removed. Needs a DOM (browser only). */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
