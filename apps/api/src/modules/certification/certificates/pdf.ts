import type { Certificate } from '@trace/contracts';
import PDFDocument from 'pdfkit';
import { useCjkFont } from '../../../lib/pdf-fonts';
import { drawQr } from '../../labels/sheets';

/** The public status page of a certificate (what its QR code opens). */
export const statusPageUrl = (baseUrl: string, certNo: string) =>
  `${baseUrl.replace(/\/+$/, '')}/certStatus/${encodeURIComponent(certNo)}`;

/** The certificate as a one-page PDF with a QR code of its public status page, streamed. */
export function certificatePdf(certificate: Certificate, baseUrl: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: certificate.certNo } });
  useCjkFont(doc);
  const url = statusPageUrl(baseUrl, certificate.certNo);
  doc.fontSize(22).text('CERTIFICATE', { align: 'center' });
  doc.moveDown(0.5).fontSize(14).text(certificate.certNo, { align: 'center' });
  doc.moveDown(1.5).fontSize(11);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`).moveDown(0.3);
  line('Scheme', certificate.scheme.toUpperCase());
  line('Certified company', certificate.corpName);
  line('Certification body', certificate.bodyName);
  line('Status', certificate.status);
  line('Valid from', certificate.validFrom);
  line('Valid until', certificate.validUntil);
  if (certificate.nextSurveillanceDue) line('Next surveillance due', certificate.nextSurveillanceDue);
  doc.moveDown(0.8).fontSize(12).text('Scope').moveDown(0.3).fontSize(10);
  for (const m of certificate.modules) {
    const scope = [...m.productNames, ...m.categoryNames].filter(Boolean).join(', ');
    doc.text(
      `- ${m.name}${scope ? `: ${scope}` : ''}${m.certifiedAnnualOutput !== null ? ` (${m.certifiedAnnualOutput} units a year)` : ''}`,
    );
  }
  const size = 120;
  const y = doc.page.height - doc.page.margins.bottom - size - 30;
  drawQr(doc, url, doc.page.margins.left, y, size);
  doc
    .fontSize(8)
    .text(`Status: ${url}`, doc.page.margins.left, y + size + 8, { width: 400, lineBreak: false });
  doc.end();
  return doc;
}
