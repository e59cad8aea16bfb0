/** How the console error for a text that is not there starts; the browser flows fail on one. */
export const MISSING_TEXT = 'Missing text';
