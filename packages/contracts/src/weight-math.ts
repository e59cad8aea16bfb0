/**
 * Exact weight arithmetic for the web client (decimal.js through @trace/core). Kept out of the
 * contracts barrel so only the pages that add or compare weights load the decimal library.
 */
export { compareWeights, parseWeight, roundWeight, sumWeights } from '@trace/core/weights';
