import { useEffect, useState } from 'react';
import { getKycDocumentFile, type KycDocument } from '@arcadia/shared';

export interface Preview {
  url: string;
  isPdf: boolean;
}

/** Whether a file's bytes begin as a PDF's (`%PDF-`). Read with FileReader, which every browser has. */
function startsAsPdf(file: Blob): Promise<boolean> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result === '%PDF-');
    reader.onerror = () => resolve(false);
    reader.readAsText(file.slice(0, 5));
  });
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
    const show = (blob: Blob, isPdf = blob.type === 'application/pdf') => {
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setPreview({ url, isPdf });
    };
    setPreview(null);
    const controller = new AbortController();
    // A file with no declared type (some Android pickers give none) is a PDF when its bytes say so.
    if (chosen?.type === '') void startsAsPdf(chosen).then((isPdf) => show(chosen, isPdf));
    else if (chosen) show(chosen);
    else if (storedId !== null) getKycDocumentFile(storedId, controller.signal).then(show, () => undefined);
    return () => {
      cancelled = true;
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen, storedId]);
  return preview;
}
