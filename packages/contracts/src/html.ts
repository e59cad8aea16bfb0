/**
 * The HTML allowed in messages and other rich text: formatting, links and images. The API cleans
 * HTML with this list before storing it; the web preview cleans with the same list, so a preview
 * shows exactly what will be stored.
 */
export const HTML_ALLOWED_TAGS: readonly string[] = (
  'address article aside footer header h1 h2 h3 h4 h5 h6 hgroup main nav section blockquote dd div dl dt ' +
  'figcaption figure hr li ol p pre ul a abbr b bdi bdo br cite code data dfn em i kbd mark q rb rp rt rtc ' +
  'ruby s samp small span strong sub sup time u var wbr caption col colgroup table tbody td tfoot th thead tr img'
).split(' ');

export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  '*': ['class'],
};

/** URL schemes allowed in href/src (relative addresses are allowed too). */
export const HTML_ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
