import { useEffect, useState } from 'react';
import { getKycDocumentFile, type KycDocument } from '@arcadia/shared';

export interface Preview {
  url: string;
  isPdf: boolean;
}

/**
 * A preview of the file the player just chose (`chosen`), else of their newest stored document of
 * the card's kind: an object URL, revoked when it changes or the card goes.
 */
export function useDocumentPreview(chosen: File | null, stored: KycDocument | null): Preview | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  const storedId = stored?.id ?? null;
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    const show = (blob: Blob) => {
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setPreview({ url, isPdf: blob.type === 'application/pdf' });
    };
    setPreview(null);
    const controller = new AbortController();
    if (chosen) show(chosen);
    else if (storedId !== null) getKycDocumentFile(storedId, controller.signal).then(show, () => undefined);
    return () => {
      cancelled = true;
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen, storedId]);
  return preview;
}
