import { type MessageKey, messageParam } from '@trace/contracts';
import type { DbOrTx } from '@trace/db';
import {
  certGatingOn,
  certificatesInForce,
  labelsOrderedThisYear,
  type ProductCoverageRow,
  productCoverage,
} from '@trace/db/cert-coverage';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../lib/errors';

/**
 * The certificate a product's labels stand on (decision 0024), for label orders, bindings and
 * shipments: which certificate is in force, and whether labels may be ordered or bound when the
 * platform gates labels on certificates.
 */

export interface CertificateInForce {
  certificate: NonNullable<ProductCoverageRow['inForce']>;
  module: ProductCoverageRow['module'];
}

/** The effective certificate covering the product now, with the module covering it; null when none. */
export async function certificateInForce(db: DbOrTx, productId: string): Promise<CertificateInForce | null> {
  const { inForce, module } = await productCoverage(db, productId);
  return inForce ? { certificate: inForce, module } : null;
}

/** What a module may still order this year (null: no certified output, no cap). */
export async function remainingOf(db: DbOrTx, module: NonNullable<ProductCoverageRow['module']>) {
  const used = await labelsOrderedThisYear(db, module.id);
  return {
    used,
    remaining:
      module.certifiedAnnualOutput === null ? null : Math.max(0, module.certifiedAnnualOutput - used),
  };
}

/** The 409 of a product no effective certificate covers, naming the certificate when one exists. */
export function notCoveredError(latest: ProductCoverageRow['latest']): AppError {
  return latest
    ? new AppError(409, 'certificate.gatingInvalid', {
        certNo: latest.certNo,
        status: messageParam(`certificate.status.${latest.status}` as MessageKey),
      })
    : new AppError(409, 'certificate.gatingNone');
}

/**
 * Labels for a product (ordered when `count` is given, otherwise bound): with gating on, an effective
 * certificate must cover the product and an order must fit in its module's certified annual output.
 * Returns the id of the certificate in force (recorded on the order or binding), gating on or off.
 */
export async function assertCertifiedForLabels(
  db: DbOrTx,
  productId: string,
  count?: number,
): Promise<string | null> {
  const [gating, coverage] = await Promise.all([certGatingOn(db, productId), productCoverage(db, productId)]);
  if (!gating) return coverage.inForce?.id ?? null;
  if (!coverage.inForce) throw notCoveredError(coverage.latest);
  if (count !== undefined && coverage.module && coverage.module.certifiedAnnualOutput !== null) {
    const { used, remaining } = await remainingOf(db, coverage.module);
    if (count > (remaining ?? 0))
      throw new AppError(409, 'certificate.annualCap', {
        module: coverage.module.name,
        cap: coverage.module.certifiedAnnualOutput,
        used,
        remaining: remaining ?? 0,
      });
  }
  return coverage.inForce.id;
}

/** The certificates in force for the products of a shipment's labels (recorded on the shipment). */
export async function certificatesOfShipment(db: DbOrTx, shipmentId: string): Promise<string[]> {
  const rows = await db.execute<{ productId: string }>(sql`
    select distinct l.product_id as "productId" from shipment_labels sl
    join labels l on l.excode = sl.excode
    where sl.shipment_id = ${shipmentId}::uuid and l.product_id is not null`);
  return certificatesInForce(
    db,
    rows.map((r) => r.productId),
  );
}
