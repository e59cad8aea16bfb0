import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGs1Date } from '../src/gs1-ais';
import { digitalLinkPath, gs1CheckDigit, parseDigitalLinkPath } from '../src/index';

const GTIN = '09506000134352';
const SERIAL = '1000000000000001';
const item = `/01/${GTIN}/21/${SERIAL}`;

const problemOf = (input: string) => {
  const result = parseDigitalLinkPath(input);
  return result.ok ? 'ok' : result.problem;
};
const attributesOf = (input: string) => {
  const result = parseDigitalLinkPath(input);
  if (!result.ok) throw new Error(`${input}: ${result.problem}`);
  return result.attributes;
};

describe('GS1 Digital Link URI Syntax 1.4: the path', () => {
  it('customURIstem: any path segments may precede the primary key', () => {
    expect(parseDigitalLinkPath(`https://brand.example/products/01/${GTIN}/21/${SERIAL}`)).toEqual({
      ok: true,
      link: { gtin: GTIN, serial: SERIAL },
      attributes: {},
    });
    expect(parseDigitalLinkPath(`/a/b/c/01/${GTIN}`)).toMatchObject({ ok: true, link: { gtin: GTIN } });
    // A stem may itself hold `01`: the primary key is the one the key/value pairs end with.
    expect(parseDigitalLinkPath(`/01/x/01/${GTIN}/10/01`)).toMatchObject({
      ok: true,
      link: { gtin: GTIN, lot: '01' },
    });
    expect(parseDigitalLinkPath(`/21/${SERIAL}/01/${GTIN}`)).toMatchObject({
      ok: true,
      link: { gtin: GTIN },
    });
    expect(problemOf(`/products/01/${GTIN}/21/${SERIAL}/10/B1`)).toBe('order');
    expect(problemOf('/products/item/1')).toBe('notDigitalLink');
  });

  it('gtinPath with tpxComp: AI 235 (up to 28 characters of set 82) qualifies a GTIN after 22 and 10', () => {
    const tpx = 'TPX-0123456789abcdefghijklm!';
    expect(tpx).toHaveLength(28);
    expect(parseDigitalLinkPath(`/01/${GTIN}/22/V1/10/L1/235/${encodeURIComponent(tpx)}`)).toEqual({
      ok: true,
      link: { gtin: GTIN, cpv: 'V1', lot: 'L1', tpx },
      attributes: {},
    });
    expect(problemOf(`/01/${GTIN}/235/${'A'.repeat(29)}`)).toBe('value');
    expect(problemOf(`/01/${GTIN}/235/T1/10/L1`)).toBe('order');
  });

  it('serComp and tpxComp are alternatives: a path never has both 21 and 235', () => {
    expect(problemOf(`/01/${GTIN}/21/${SERIAL}/235/T1`)).toBe('serialAlternatives');
    expect(problemOf(`/01/${GTIN}/235/T1/21/${SERIAL}`)).toBe('serialAlternatives');
  });

  it('only the http and https schemes (section "URI syntax": scheme = "http" / "https")', () => {
    expect(problemOf(`ftp://brand.example${item}`)).toBe('scheme');
    expect(problemOf(`javascript:alert(1)//${item}`)).toBe('scheme');
    expect(problemOf(`HTTPS://brand.example${item}`)).toBe('ok');
    expect(problemOf(`http://brand.example:8080${item}#top`)).toBe('ok');
  });
});

describe('GS1 Digital Link URI Syntax 1.4: data attributes in the query string', () => {
  it('reads the data attributes by AI number and leaves other parameters to their readers', () => {
    expect(
      attributesOf(`${item}?17=261231&3103=000525&linkType=gs1:pip&context=cn&30=12&7003=2612312359`),
    ).toEqual({ '17': '261231', '3103': '000525', '30': '12', '7003': '2612312359' });
    expect(attributesOf(`${item}?linkType=linkset&linkType=all&foo`)).toEqual({});
  });

  it('dates YYMMDD (AIs 11, 13, 15, 16, 17): a real month and day, DD 00 meaning the end of the month', () => {
    expect(attributesOf(`${item}?15=261100`)).toEqual({ '15': '261100' });
    expect(attributesOf(`${item}?11=240229`)).toEqual({ '11': '240229' });
    expect(problemOf(`${item}?17=261399`)).toBe('attribute');
    expect(problemOf(`${item}?17=261301`)).toBe('attribute');
    expect(problemOf(`${item}?13=250229`)).toBe('attribute');
    expect(problemOf(`${item}?16=260431`)).toBe('attribute');
    // 4326 and 7006 are exact days: no "end of month".
    expect(problemOf(`${item}?4326=261100`)).toBe('attribute');
    expect(isGs1Date('260100', true)).toBe(true);
    expect(isGs1Date('260100', false)).toBe(false);
  });

  it('fixed-length measures (310n–369n: six digits) and counts (30, 37: up to eight digits)', () => {
    expect(problemOf(`${item}?3103=12`)).toBe('attribute');
    expect(problemOf(`${item}?3103=00012a`)).toBe('attribute');
    expect(attributesOf(`${item}?3922=1250`)).toEqual({ '3922': '1250' });
    expect(problemOf(`${item}?37=123456789`)).toBe('attribute');
    expect(problemOf(`${item}?7003=2612312460`)).toBe('attribute');
  });

  it('key qualifiers and the primary key belong in the path, never in the query string', () => {
    for (const ai of ['10', '21', '22', '235', '01']) {
      expect(problemOf(`/01/${GTIN}?${ai}=ABC`), ai).toBe('queryQualifier');
    }
  });

  it('refuses an AI twice, an unknown AI and an empty value', () => {
    expect(problemOf(`${item}?17=261231&17=261231`)).toBe('attributeRepeated');
    expect(problemOf(`${item}?99=1`)).toBe('attributeUnknown');
    expect(problemOf(`${item}?8=1`)).toBe('attributeUnknown');
    expect(problemOf(`${item}?17=`)).toBe('attributeEmpty');
    expect(problemOf(`${item}?17`)).toBe('attributeEmpty');
    expect(problemOf(`${item}?243=%E0%A4%A`)).toBe('attribute');
  });

  it('percent-encoding (RFC 3986): "+" is a literal plus of set 82, "%2B" the same, a space is refused', () => {
    expect(attributesOf(`${item}?243=A+B`)).toEqual({ '243': 'A+B' });
    expect(attributesOf(`${item}?243=A%2BB`)).toEqual({ '243': 'A+B' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/10/A+B`)).toMatchObject({ ok: true, link: { lot: 'A+B' } });
    expect(problemOf(`${item}?243=A%20B`)).toBe('attribute');
  });
});

describe('the canonical form', () => {
  const gtin = fc.stringMatching(/^\d{13}$/).map((body) => `${body}${gs1CheckDigit(body)}`);
  const value = (max: number) =>
    fc.stringMatching(new RegExp(`^[A-Za-z0-9!"%&'()*+,\\-./:;<=>?_]{1,${max}}$`));
  const date = fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 28 }))
    .map(([y, m, d]) => [y, m, d].map((n) => String(n).padStart(2, '0')).join(''));

  it('digitalLinkPath(parse(x)) gives x back for any canonical link with attributes', () => {
    fc.assert(
      fc.property(
        gtin,
        fc.option(value(20), { nil: undefined }),
        fc.option(value(20), { nil: undefined }),
        fc.oneof(fc.record({ serial: value(20) }), fc.record({ tpx: value(28) }), fc.constant({})),
        fc.option(date, { nil: undefined }),
        fc.option(value(20), { nil: undefined }),
        (g, cpv, lot, serial, expiry, component) => {
          const link = Object.fromEntries(
            Object.entries({ gtin: g, cpv, lot, ...serial }).filter(([, v]) => v !== undefined),
          ) as { gtin: string };
          const attributes = Object.fromEntries(
            Object.entries({ '17': expiry, '243': component }).filter(([, v]) => v !== undefined),
          ) as Record<string, string>;
          const path = digitalLinkPath(link, attributes);
          const parsed = parseDigitalLinkPath(`https://brand.example/stem${path}`);
          expect(parsed).toEqual({ ok: true, link, attributes });
          if (parsed.ok) expect(digitalLinkPath(parsed.link, parsed.attributes)).toBe(path);
        },
      ),
    );
  });
});
