import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDigitalLinkPath as parseDirect } from '../src/digital-link';
import {
  buildLinkset,
  digitalLinkPath,
  GS1_LINK_TYPES,
  gs1CheckDigit,
  labelQrContent,
  parseDigitalLinkPath,
} from '../src/index';

const GTIN = '09506000134352';
const SERIAL = '1000000000000001';

describe('GS1 Digital Link paths', () => {
  it('reads the item form the label QR codes carry', () => {
    const qr = labelQrContent('https://trace.example.com/', SERIAL, GTIN);
    expect(parseDigitalLinkPath(qr)).toEqual({
      ok: true,
      link: { gtin: GTIN, serial: SERIAL },
      attributes: {},
    });
  });

  it('reads every qualifier in the order 01, 22, 10, 21 and pads short GTINs to 14 digits', () => {
    expect(parseDigitalLinkPath(`/01/9506000134352/22/V1/10/LOT%2F7/21/${SERIAL}?linkType=linkset`)).toEqual({
      ok: true,
      link: { gtin: GTIN, cpv: 'V1', lot: 'LOT/7', serial: SERIAL },
      attributes: {},
    });
    expect(parseDigitalLinkPath('/01/96385074')).toEqual({
      ok: true,
      link: { gtin: '00000096385074' },
      attributes: {},
    });
    expect(parseDigitalLinkPath(`/01/${GTIN}/10/B1/`)).toEqual({
      ok: true,
      link: { gtin: GTIN, lot: 'B1' },
      attributes: {},
    });
  });

  it('refuses a wrong check digit and malformed GTINs', () => {
    expect(parseDigitalLinkPath(`/01/09506000134353/21/${SERIAL}`)).toEqual({
      ok: false,
      problem: 'checkDigit',
    });
    expect(parseDigitalLinkPath(`/01/123/21/${SERIAL}`)).toEqual({ ok: false, problem: 'gtin' });
    expect(parseDigitalLinkPath(`/01/0950600013435x/21/${SERIAL}`)).toEqual({ ok: false, problem: 'gtin' });
  });

  it('refuses qualifiers out of order, repeated or unknown', () => {
    expect(parseDigitalLinkPath(`/01/${GTIN}/21/${SERIAL}/10/B1`)).toEqual({ ok: false, problem: 'order' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/10/B1/22/V1`)).toEqual({ ok: false, problem: 'order' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/21/1/21/2`)).toEqual({ ok: false, problem: 'duplicate' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/17/260101`)).toEqual({ ok: false, problem: 'unknownKey' });
    expect(parseDigitalLinkPath(`/21/${SERIAL}/01/${GTIN}/21`)).toEqual({
      ok: false,
      problem: 'missingValue',
    });
  });

  it('refuses missing parts and bad values', () => {
    expect(parseDigitalLinkPath('/01/')).toEqual({ ok: false, problem: 'missingValue' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/21`)).toEqual({ ok: false, problem: 'missingValue' });
    expect(parseDigitalLinkPath(`/01/${GTIN}//21/${SERIAL}`)).toEqual({ ok: false, problem: 'missingValue' });
    expect(parseDigitalLinkPath('/s/1000000000000001')).toEqual({ ok: false, problem: 'notDigitalLink' });
    expect(parseDigitalLinkPath('')).toEqual({ ok: false, problem: 'notDigitalLink' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/21/%E0%A4%A`)).toEqual({ ok: false, problem: 'value' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/21/${'9'.repeat(21)}`)).toEqual({ ok: false, problem: 'value' });
    expect(parseDigitalLinkPath(`/01/${GTIN}/10/%20`)).toEqual({ ok: false, problem: 'value' });
  });

  it('builds the canonical path back; parsing it gives the same link (any valid link)', () => {
    const gtin = fc.stringMatching(/^\d{13}$/).map((body) => `${body}${gs1CheckDigit(body)}`);
    const value = fc.stringMatching(/^[A-Za-z0-9!"%&'()*+,\-./:;<=>?_]{1,20}$/);
    fc.assert(
      fc.property(
        gtin,
        fc.option(value, { nil: undefined }),
        fc.option(value, { nil: undefined }),
        fc.option(value, { nil: undefined }),
        (g, cpv, lot, serial) => {
          const link = Object.fromEntries(
            Object.entries({ gtin: g, cpv, lot, serial }).filter(([, v]) => v !== undefined),
          ) as { gtin: string };
          expect(parseDirect(digitalLinkPath(link))).toEqual({ ok: true, link, attributes: {} });
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = parseDigitalLinkPath(input);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('RFC 9264 linksets', () => {
  it('has one context anchored at the URI, relations named by GS1 vocabulary URIs, empty ones left out', () => {
    const anchor = `https://trace.example.com/01/${GTIN}/21/${SERIAL}`;
    const set = buildLinkset(anchor, {
      defaultLink: [{ href: anchor, title: 'Product', type: 'text/html', hreflang: ['zh', 'en', 'fr'] }],
      certificationInfo: [],
    });
    expect(set).toEqual({
      linkset: [
        {
          anchor,
          [GS1_LINK_TYPES.defaultLink]: [
            { href: anchor, title: 'Product', type: 'text/html', hreflang: ['zh', 'en', 'fr'] },
          ],
        },
      ],
    });
  });
});
