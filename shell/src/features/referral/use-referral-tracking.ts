import { useEffect } from 'react';
import { useLocation } from '@arcadia/ui/router';
import { STORAGE_KEYS, writeString } from '@arcadia/shared';

/** A referral link's numeric id (`?ref=123`), or `null`. */
export function referralId(search: string): string | null {
  const value = new URLSearchParams(search).get('ref')?.trim();
  return value && /^\d+$/.test(value) && Number(value) > 0 ? String(Number(value)) : null;
}

/** Stores `?ref=` under `refId`, so registration can send it. */
export function useReferralTracking(): void {
  const { search } = useLocation();
  useEffect(() => {
    const id = referralId(search);
    if (id) writeString(STORAGE_KEYS.refId, id);
  }, [search]);
}
