import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ApiResult } from './api-client';
import { i18n } from '../i18n/i18n';

export interface ApiQuery<T> {
  /** The last successful `data`; kept while a reload runs so the page does not jump. */
  data: T | null;
  /** True until the first answer arrives, and again while `reload` runs. */
  loading: boolean;
  /** The failure message of the last answer, `null` after a success. */
  error: string | null;
  /** Fetch again (retry buttons, after a mutation). */
  reload: () => void;
  /** Patch the data locally, e.g. after a bus event already told us what changed. */
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * Loads one API resource for a page. `fetcher` is one endpoint file's function; it receives an
 * `AbortSignal` so an unmounted page never sets state. The API client never throws, so failures
 * arrive as `success:false` and become `error`.
 */
export function useApiQuery<T>(fetcher: (signal: AbortSignal) => Promise<ApiResult<T>>): ApiQuery<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest fetcher without making it an effect dependency (callers pass inline functions).
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetcherRef.current(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success) {
        setData(result.data);
        setError(null);
      } else {
        setError(result.message || i18n.t('common:errors.unexpected'));
      }
      setLoading(false);
    });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, reload, setData };
}
