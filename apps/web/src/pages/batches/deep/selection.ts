import type { RawMaterial } from '../api';

/** A raw-material label chosen in step 1, as step 2 needs it. */
export type ChosenLabel = Pick<
  RawMaterial,
  'excode' | 'batchNo' | 'productName' | 'weight' | 'remainingWeight'
>;

const keyOf = (batchId: string) => `deep-selection:${batchId}`;

/** The labels chosen for a batch, kept for the tab's session so step 2 (and a reload) finds them. */
export function readSelection(batchId: string): ChosenLabel[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(keyOf(batchId)) ?? '[]');
    return Array.isArray(stored) ? (stored as ChosenLabel[]) : [];
  } catch {
    return [];
  }
}

export function writeSelection(batchId: string, labels: readonly ChosenLabel[]): void {
  if (labels.length === 0) sessionStorage.removeItem(keyOf(batchId));
  else sessionStorage.setItem(keyOf(batchId), JSON.stringify(labels));
}
