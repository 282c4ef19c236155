import { STORAGE_KEYS, type StorageKey } from './storage-keys';
import type { SiteContent } from '../model/types';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../config/constants';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

export function readString(key: StorageKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeString(key: StorageKey, value: string): void {
  storage()?.setItem(key, value);
}

export function removeKey(key: StorageKey): void {
  storage()?.removeItem(key);
}

export const readSiteContent = (): SiteContent | null => readJson<SiteContent>(STORAGE_KEYS.siteContent);

export function readLanguage(): LanguageCode {
  const stored = readString(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as LanguageCode) : DEFAULT_LANGUAGE;
}

/** Logout clears all local and session storage. */
export function clearAllStorage(): void {
  storage()?.clear();
  try {
    window.sessionStorage.clear();
  } catch {
    /* not available */
  }
}
