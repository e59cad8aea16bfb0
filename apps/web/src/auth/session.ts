import { useSyncExternalStore } from 'react';
import type { SessionTokens, SessionUser } from '../api/types';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language';

const TOKEN_KEY = 'accessToken';
const USER_KEY = 'user';

export interface Session {
  accessToken: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null = read();
/** A session of this tab ended (sign-out or expiry) and no other has started since. */
let ended = false;
/** The person asked to sign out and the server has not answered yet. */
let signingOut = false;

function read(): Session | null {
  const accessToken = sessionStorage.getItem(TOKEN_KEY);
  const rawUser = sessionStorage.getItem(USER_KEY);
  if (!accessToken || !rawUser) return null;
  try {
    return { accessToken, user: JSON.parse(rawUser) as SessionUser };
  } catch {
    return null;
  }
}

function emit(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return snapshot;
}

export function getAccessToken(): string | null {
  return snapshot?.accessToken ?? null;
}

/** Stores the tokens returned by sign-in or refresh. */
export function startSession(tokens: SessionTokens): void {
  ended = false;
  signingOut = false;
  sessionStorage.setItem(TOKEN_KEY, tokens.accessToken);
  sessionStorage.setItem(USER_KEY, JSON.stringify(tokens.user));
  emit();
}

/**
 * Clears session storage when the session ends (logout or expiry): the token, the open tabs and
 * whatever else a page kept there. The interface language is the person's choice for this tab, not
 * part of the session, so it survives.
 */
export function endSession(): void {
  ended = true;
  signingOut = false;
  const language = sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
  sessionStorage.clear();
  if (language) sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  emit();
}

/**
 * Marks the session as being closed by its owner: requests still under way may come back "401"
 * (the server has already revoked the session), which is then no news to tell anyone.
 */
export function beginSignOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Whether the last session of this tab has ended: the page then on screen was that person's, and is
 * not where the next person to sign in should land.
 */
export function hasSessionEnded(): boolean {
  return ended;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
