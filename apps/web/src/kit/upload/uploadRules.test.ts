import { IMAGE_MAX_BYTES, translate } from '@trace/contracts';
import { describe, expect, it } from 'vitest';
import { checkUpload, fileExtension } from './uploadRules';

const MB = 1024 * 1024;

describe('upload checks', () => {
  it('accepts pictures up to 5 MB and documents up to 20 MB', () => {
    expect(checkUpload({ name: 'nest.JPG', size: 5 * MB, type: 'image/jpeg' }, 'image', 'en')).toBeNull();
    expect(
      checkUpload({ name: 'report.pdf', size: 20 * MB, type: 'application/pdf' }, 'document', 'en'),
    ).toBeNull();
    expect(
      checkUpload({ name: 'labels.xls', size: 1000, type: 'application/vnd.ms-excel' }, 'document', 'en'),
    ).toBeNull();
    // Some systems report no type, or a generic one: the extension decides.
    expect(checkUpload({ name: 'list.xlsx', size: 1000, type: '' }, 'document', 'en')).toBeNull();
  });

  it('refuses a picture over 5 MB with the spec message', () => {
    expect(
      checkUpload({ name: 'big.png', size: IMAGE_MAX_BYTES + 1, type: 'image/png' }, 'image', 'cn'),
    ).toBe(translate('upload.tooLarge', 'cn', { maxMb: 5 }));
    expect(checkUpload({ name: 'big.pdf', size: 21 * MB, type: 'application/pdf' }, 'document', 'fr')).toBe(
      'Le fichier ne doit pas dépasser 20 Mo',
    );
  });

  it('refuses other types, naming the allowed ones', () => {
    expect(checkUpload({ name: 'photo.webp', size: 10, type: 'image/webp' }, 'image', 'en')).toBe(
      'This file type is not allowed; allowed types: JPG, PNG, GIF',
    );
    expect(checkUpload({ name: 'scan.png', size: 10, type: 'image/png' }, 'document', 'en')).toBe(
      'This file type is not allowed; allowed types: PDF, XLS, XLSX',
    );
    // A renamed file whose reported type gives it away.
    expect(
      checkUpload({ name: 'run.pdf', size: 10, type: 'application/x-msdownload' }, 'document', 'en'),
    ).toMatch(/not allowed/);
  });

  it('takes only xls and xlsx for spreadsheet imports', () => {
    expect(checkUpload({ name: 'labels.xlsx', size: 1000, type: '' }, 'spreadsheet', 'en')).toBeNull();
    expect(
      checkUpload({ name: 'labels.xls', size: 1000, type: 'application/vnd.ms-excel' }, 'spreadsheet', 'en'),
    ).toBeNull();
    expect(
      checkUpload({ name: 'labels.pdf', size: 1000, type: 'application/pdf' }, 'spreadsheet', 'en'),
    ).toBe('This file type is not allowed; allowed types: XLS, XLSX');
  });

  it('refuses an empty file', () => {
    expect(checkUpload({ name: 'empty.gif', size: 0, type: 'image/gif' }, 'image', 'en')).toBe(
      translate('upload.missing', 'en'),
    );
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('A.B.XlSx')).toBe('xlsx');
    expect(fileExtension('noext')).toBe('');
  });
});
