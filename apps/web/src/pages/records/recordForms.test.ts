import { ZCustomsInfoBody, ZStageEntry, ZTestReportBody, ZWholeChainBody } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../../kit';
import { fieldPaths } from '../../kit/form/fieldErrors';
import {
  customsFieldOf,
  customsFileUrls,
  customsFormValues,
  EMPTY_CUSTOMS_FORM,
  EMPTY_ENTRY,
  EMPTY_MAIN_PRODUCTION,
  EMPTY_REPORT_FORM,
  reportFieldOf,
  reportFormValues,
  stagesBodyOf,
  toCustomsBody,
  toCustomsUpdateBody,
  toEntryBody,
  toReportBody,
  toWholeChainBody,
} from './recordForms';

const id = '0b7c9a8e-5f1d-4c4b-9a57-0b4d3f0f2b11';
const file = (n: number, mimeType = 'image/png') => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/files/00000000-0000-4000-8000-00000000000${n}`,
  name: `f${n}`,
  mimeType,
  size: 10,
  createTime: '',
});

function customsErrors(values: typeof EMPTY_CUSTOMS_FORM, language: 'en' | 'cn' = 'en') {
  const result = ZCustomsInfoBody.safeParse(toCustomsBody(values), { reportInput: true });
  return result.success
    ? {}
    : issuesToFieldErrors(result.error.issues, language, {
        fieldOf: customsFieldOf,
        fields: fieldPaths(EMPTY_CUSTOMS_FORM),
      });
}

describe('the customs form', () => {
  const filled = {
    ...EMPTY_CUSTOMS_FORM,
    batchId: id,
    name: 'Nest',
    port: 'CNXMN',
    importTime: '2025-01-02',
    importCorpName: 'Importer',
  };

  it('sends all 12 kinds in order, with the default required flags', () => {
    const body = toCustomsBody(filled);
    expect(body.certificates.map((entry) => entry.batchCustomsType)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(body.certificates.map((entry) => entry.verify)).toEqual([...Array(10).fill(true), false, false]);
    expect('batchId' in toCustomsUpdateBody(filled)).toBe(false);
  });

  it("puts each kind's errors on its own card, in the interface language", () => {
    const errors = customsErrors(filled);
    expect(errors['certificates.k1']).toBe('Please upload certificate info');
    expect(errors['certificates.k10']).toBe('Please upload certificate info');
    expect(errors['certificates.k11']).toBeUndefined();
    const k1 = { ...filled.certificates.k1!, images: [file(1)] };
    const partly = customsErrors({ ...filled, certificates: { ...filled.certificates, k1 } }, 'cn');
    expect(partly['certificates.k1.num']).toBe('请输入证书编号');
    expect(partly['certificates.k1.startTime']).toBe('请选择开始时间');
    const noPort = customsErrors({ ...filled, port: null });
    expect(noPort.port).toBe('Please select entry port');
  });

  it('reads a saved record back, kinds by number, files by URL', () => {
    const saved = {
      batchId: id,
      name: 'Nest',
      port: 'CNXMN',
      importTime: '2025-01-02T00:00:00.000Z',
      importCorpId: null,
      importCorpName: 'Importer',
      certificates: [
        {
          batchCustomsType: 11,
          verify: true,
          num: 'H-1',
          startTime: '2025-01-01T00:00:00.000Z',
          endTime: null,
          file: file(2, 'application/pdf').url,
          images: [file(3).url],
        },
      ],
    };
    expect(customsFileUrls(saved)).toEqual([file(2).url, file(3).url]);
    const values = customsFormValues(saved, [file(2, 'application/pdf'), file(3)]);
    expect(values.certificates.k11).toMatchObject({ verify: true, num: 'H-1', endTime: null });
    expect(values.certificates.k11?.file[0]?.mimeType).toBe('application/pdf');
    expect(values.certificates.k1).toMatchObject({ verify: true, num: '' });
  });
});

describe('the test report form', () => {
  it('sends documents and photos as the files; their errors show on the documents field', () => {
    const values = {
      ...EMPTY_REPORT_FORM,
      productId: id,
      institution: 'Lab',
      reportNo: 'R-1',
      testDate: '2025-01-02',
      result: 'qualified' as const,
      documents: [file(1, 'application/pdf')],
      photos: [file(2)],
    };
    expect(toReportBody(values).files).toEqual([file(1).url, file(2).url]);
    expect(ZTestReportBody.safeParse(toReportBody(values)).success).toBe(true);
    expect(reportFieldOf('files')).toBe('documents');
    const back = reportFormValues(toReportBody(values), [file(1, 'application/pdf'), file(2)]);
    expect(back.documents.map((f) => f.url)).toEqual([file(1).url]);
    expect(back.photos.map((f) => f.url)).toEqual([file(2).url]);
  });
});

describe('the whole-chain forms', () => {
  it('keeps only the stages of the chosen line', () => {
    const entry = toEntryBody({ ...EMPTY_ENTRY, date: '2025-01-02', operator: 'Li' });
    expect(ZStageEntry.safeParse(entry).success).toBe(true);
    const stages = { plant: [entry as never], feed: [entry as never] };
    const body = toWholeChainBody(
      { ...EMPTY_MAIN_PRODUCTION, batchId: id, producer: 'Farm', place: 'Xiamen' },
      stages,
    );
    expect(Object.keys(body.stages)).toEqual(['plant']);
    expect(ZWholeChainBody.safeParse(body).success).toBe(true);
  });

  it('reads stages from stage views and from a waiting change alike', () => {
    const entry = {
      date: '2025-01-02T12:00:00.000Z',
      operator: 'Li',
      description: null,
      inputs: [],
      images: [],
    };
    expect(
      stagesBodyOf([
        { stage: 'plant', entries: [entry] },
        { stage: 'weeding', entries: [] },
      ]),
    ).toEqual({ plant: [entry] });
    expect(stagesBodyOf({ harvest: [entry] })).toEqual({ harvest: [entry] });
  });
});
