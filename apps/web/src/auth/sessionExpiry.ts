import { useSyncExternalStore } from 'react';

/**
 * Whether the "login timed out" alert is showing. Many requests can fail at once when a session
 * ends; they all land here and the alert is shown once.
 */
let expired = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (expired === value) return;
  expired = value;
  for (const listener of listeners) listener();
}

export function announceSessionExpired(): void {
  set(true);
}

export function acknowledgeSessionExpired(): void {
  set(false);
}

export function isSessionExpiryAnnounced(): boolean {
  return expired;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribe, isSessionExpiryAnnounced);
}
