import { compile } from '@fastify/proxy-addr';

/** Addresses whose trust is remembered; past this many the memory starts again. */
const REMEMBERED = 1000;

/**
 * Fastify's `trustProxy` for a list of proxy addresses and ranges: proxy-addr's check, remembered per
 * address. Fastify works `request.ip` out again at every read (the rate limit, the handler and the
 * access log each read it), and proxy-addr parses every address of the chain each time; the answer
 * for an address never changes, so it is parsed once.
 */
export function trustedProxies(list: string[]): (address: string, hop: number) => boolean {
  const trusted = compile(list);
  const known = new Map<string, boolean>();
  return (address, hop) => {
    let answer = known.get(address);
    if (answer === undefined) {
      answer = trusted(address, hop);
      if (known.size >= REMEMBERED) known.clear();
      known.set(address, answer);
    }
    return answer;
  };
}
