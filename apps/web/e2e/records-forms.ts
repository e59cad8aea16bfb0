import type { Locator, Page } from 'playwright-core';
import { dayFromToday, drawPng, pdfDocument, type Rgb } from './files';
import { en } from './texts';
import { field, pick } from './ui';

/** A PNG photo of a certificate: a coloured header band and lines of text on paper. */
export function certificatePhoto(tint: Rgb, width = 280, height = 200): Buffer {
  return drawPng(width, height, (x, y) => {
    if (y >= 10 && y < 36) return tint;
    if (y >= 56 && y < 170 && (y - 56) % 18 < 4 && x >= 20 && x < width - (y % 4 === 0 ? 100 : 30))
      return [130, 130, 130];
    return [250, 248, 240];
  });
}

/** Uploads a photo to a certificate of the customs form and waits for its thumbnail. */
export async function attachCertificatePhoto(certificate: Locator, name: string, tint: Rgb) {
  await certificate
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'image/png', buffer: certificatePhoto(tint) });
  await certificate.getByRole('img', { name }).waitFor();
}

/** Switches off the "verify" flag of these certificate kinds (they do not apply to the import). */
export async function certificatesNotApplying(page: Page, kinds: number[]) {
  for (const kind of kinds) {
    await page
      .getByTestId(`certificate-${kind}`)
      .getByRole('switch', { name: en('records', 'customs.verify') })
      .setChecked(false, { force: true });
  }
}

/**
 * Opens the add page of /testReport and fills a qualified report of the batch, up to (not including)
 * attaching its PDF (`attachReportPdf`) and sending it.
 */
export async function fillTestReportFields(
  page: Page,
  report: { productName: string; batchNo: string; reportNo: string },
) {
  await page.goto('/testReport');
  await page.getByRole('button', { name: en('records', 'reports.add') }).click();
  await page.waitForURL('**/addTestReport');
  await pick(page, en('common', 'product'), report.productName);
  await pick(page, en('records', 'common.batch'), report.batchNo);
  await field(page, en('records', 'reports.institution')).fill('Xiamen Entry-Exit Inspection Centre');
  await field(page, en('common', 'reportNumber')).fill(report.reportNo);
  await field(page, en('records', 'reports.testDate')).fill(dayFromToday(-2));
  await pick(page, en('records', 'reports.result'), 'Qualified');
}

/** Chooses the report's PDF in the documents field (the upload starts at once). */
export async function attachReportPdf(page: Page, pdfLines: string[]) {
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdfDocument(pdfLines) });
}

/** `fillTestReportFields` and the PDF, uploaded: the form is ready to send. */
export async function fillTestReport(
  page: Page,
  report: { productName: string; batchNo: string; reportNo: string; pdfLines: string[] },
) {
  await fillTestReportFields(page, report);
  await attachReportPdf(page, report.pdfLines);
  await page.getByRole('button', { name: `${en('kit', 'upload.download')}: report.pdf` }).waitFor();
}
