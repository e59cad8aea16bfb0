import type { CertDecision, Certificate, PublicCertificateStatus } from '@trace/contracts';

export type { CertDecision, Certificate, PublicCertificateStatus };

/** Query keys: every certificate and decision query sits under one prefix, so a change refreshes both. */
export const CERT_KEYS = {
  all: ['certification-life'],
  certificates: ['certification-life', 'certificates'],
  certificate: (id: string) => ['certification-life', 'certificates', id],
  impact: (id: string) => ['certification-life', 'certificates', id, 'impact'],
  decisions: ['certification-life', 'decisions'],
  decision: (id: string) => ['certification-life', 'decisions', id],
} as const;

/** The public status page of a certificate, in this web client. */
export const statusPagePath = (certNo: string) => `/certStatus/${encodeURIComponent(certNo)}`;
