import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EPCIS_SCHEMA } from '../src/epcis/validate';
import {
  CBV_BIZ_STEPS,
  CBV_BTT,
  CBV_DISPOSITIONS,
  CBV_SDT,
  cbvUri,
  classEpc,
  companyUri,
  excodeOfEpc,
  labelEpc,
  labelQrContent,
} from '../src/index';

const BASE = 'https://trace.example.com';
const excode = fc.stringMatching(/^[1-9]\d{15,19}$/);
const gtin = fc.option(fc.stringMatching(/^\d{8}$|^\d{12,14}$/), { nil: null });

describe('EPCIS identifiers', () => {
  it('reads back the serial of every label EPC, with or without GTIN and trailing slash in the base', () => {
    fc.assert(
      fc.property(excode, gtin, fc.boolean(), (code, productGtin, slash) => {
        const epc = labelEpc(slash ? `${BASE}/` : BASE, code, productGtin);
        expect(epc).toBe(labelQrContent(BASE, code, productGtin));
        expect(excodeOfEpc(epc)).toBe(code);
      }),
    );
  });

  it('writes label, class and party identifiers as Digital Links', () => {
    expect(labelEpc(BASE, '1000000000000001', '9506000134352')).toBe(
      `${BASE}/01/09506000134352/21/1000000000000001`,
    );
    expect(labelEpc(BASE, '1000000000000001', null)).toBe(`${BASE}/s/1000000000000001`);
    expect(classEpc(`${BASE}/`, '9506000134352')).toBe(`${BASE}/01/09506000134352`);
    expect(classEpc(BASE, '09506000134352', 'A 1/2')).toBe(`${BASE}/01/09506000134352/10/A%201%2F2`);
    expect(companyUri(BASE, 'c-1', '9506000000019')).toBe(`${BASE}/414/9506000000019`);
    expect(companyUri(BASE, 'c-1', null)).toBe(`${BASE}/companies/c-1`);
    expect(companyUri(BASE, 'c-1')).toBe(`${BASE}/companies/c-1`);
  });

  it('finds no serial in identifiers that are not label EPCs', () => {
    expect(excodeOfEpc(classEpc(BASE, '09506000134352', 'L1'))).toBeNull();
    expect(excodeOfEpc(companyUri(BASE, 'c-1', '9506000000019'))).toBeNull();
    expect(excodeOfEpc(`${BASE}/01/09506000134352`)).toBeNull();
    expect(excodeOfEpc('urn:epc:id:sgtin:9506000.013435.1000000000000001')).toBeNull();
    expect(excodeOfEpc('')).toBeNull();
  });

  it('keeps the CBV short names the official schema accepts', () => {
    const schema = EPCIS_SCHEMA as { definitions: Record<string, { anyOf: { enum?: string[] }[] }> };
    const shortNames = (definition: string) =>
      schema.definitions[definition]?.anyOf.find((choice) => choice.enum)?.enum;
    expect([...CBV_BIZ_STEPS]).toEqual(shortNames('bizStep'));
    expect([...CBV_DISPOSITIONS]).toEqual(shortNames('disposition'));
    expect([...CBV_BTT]).toEqual(shortNames('bizTransaction-type'));
    expect([...CBV_SDT]).toEqual(shortNames('source-dest-type'));
  });

  it('expands CBV short names and URNs to their web URIs', () => {
    expect(cbvUri('BizStep', 'shipping')).toBe('https://ref.gs1.org/cbv/BizStep-shipping');
    expect(cbvUri('Disp', 'urn:epcglobal:cbv:disp:in_transit')).toBe(
      'https://ref.gs1.org/cbv/Disp-in_transit',
    );
    expect(cbvUri('BTT', 'desadv')).toBe('https://ref.gs1.org/cbv/BTT-desadv');
    expect(cbvUri('SDT', 'https://ref.gs1.org/cbv/SDT-location')).toBe(
      'https://ref.gs1.org/cbv/SDT-location',
    );
    expect(cbvUri('BizStep', 'https://example.org/steps/grading')).toBe('https://example.org/steps/grading');
  });
});
