import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Calls that still write an API path by hand, per file. Calls go through the route table
 * (`callRoute(ROUTES.x.y, ...)`, `routeQuery`, `routeUrl`): a new hand-written path fails this test, and a
 * file that no longer has one must leave this list, so it only ever shrinks.
 */
const STILL_BY_HAND: Record<string, number> = {
  'pages/auth/ForgotPasswordPage.tsx': 2,
  'pages/auth/RegisterPage.tsx': 2,
  'pages/batch/api.ts': 1,
  'pages/batch/components/useBatchActions.tsx': 2,
  'pages/batch/deep/DeepBatch2Page.tsx': 1,
  'pages/batch/logs/BindLogPage.tsx': 1,
  'pages/company/api.ts': 2,
  'pages/company/certificates/certificateApi.ts': 1,
  'pages/company/directory/DirectoryEntryPage.tsx': 1,
  'pages/company/evaluations/EvaluationDetailPage.tsx': 1,
  'pages/company/partners/LinkPartnerModal.tsx': 1,
  'pages/company/traceability/SyDetailsPage.tsx': 1,
  'pages/company/traceability/applicationDetails.tsx': 1,
  'pages/label/barcodes/BarcodeSearchPage.tsx': 1,
  'pages/label/search/LabelSearchPage.tsx': 1,
  'pages/labelimport/api.ts': 1,
  'pages/member/api.ts': 3,
  'pages/member/feedback/ProductFeedbackPage.tsx': 2,
  'pages/member/public/api.ts': 2,
  'pages/messages/api.ts': 1,
  'pages/product/api.ts': 5,
  'pages/scan/alerts/ServedRegionsCard.tsx': 1,
  'pages/scan/api.ts': 2,
  'pages/scan/public/api.ts': 3,
  'pages/shipment/SendGoodsInBatchPage.tsx': 1,
  'pages/system/advice/AdviceDetailPage.tsx': 1,
  'pages/system/labelControl/LabelControlPage.tsx': 1,
  'pages/system/logs/AuditLogDetailPage.tsx': 1,
  'pages/system/memberScan/MemberScanFormPage.tsx': 1,
  'pages/system/reviews/ReviewSettingFormPage.tsx': 2,
  'pages/system/users/UserFormPage.tsx': 1,
  'pages/system/versions/ReleaseNotes.tsx': 1,
};

const SRC = fileURLToPath(new URL('../', import.meta.url));
/** `api.get('/x')`, `request<T>(\`/x/${id}\`)`, `requestBlob('/x')`: a literal path given to the raw client. */
const HAND_WRITTEN =
  /\b(?:api\.(?:get|post|put|delete)|request|requestBlob)(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?\(\s*['`]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('API calls', () => {
  it('go through the route table; hand-written paths only shrink', () => {
    const found: Record<string, number> = {};
    for (const file of sources(SRC)) {
      const count = readFileSync(file, 'utf8').match(HAND_WRITTEN)?.length ?? 0;
      if (count > 0) found[relative(SRC, file).split('\\').join('/')] = count;
    }
    expect(found).toEqual(STILL_BY_HAND);
  });
});
