import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { filter } from 'rxjs';
import type { KycDocumentKind, KycStatus } from '../../model/kyc';
import type { ApiResponse } from '../../model/types';
import { eventBus } from '../../bus/event-bus';
import { readAuthData } from '../../session/session';
import { i18n } from '../../i18n/i18n';
import { apiHeaders, apiUrl, request, type ApiAnswer } from '../api-client';
import { ApiError, errorKindOf, fieldErrorsOf } from '../api-error';

/** Query keys of identity verification; an upload or a decision invalidates `all`. */
export const kycKeys = {
  all: ['kyc'] as const,
  status: ['kyc', 'status'] as const,
};

/** `GET kyc/status`: the level, the documents (newest first) and the deposits allowed before verification. */
export const getKycStatus = (signal?: AbortSignal) => request<KycStatus>('GET', 'kyc/status', { signal });

/**
 * The status as every part of the site reads it (the verification page, the header's badge, the
 * payment dialogs): one query, one cache entry (`kycKeys.status`). The operator's decisions reach
 * the player as notifications: each one the hub pushes, and its return after a drop, reads the
 * status again, as does the window regaining focus.
 */
export function useKycStatus({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: kycKeys.all });
    const subs = [
      eventBus
        .on('hub:message')
        .pipe(filter((m) => m.command === 'Notification'))
        .subscribe(refetch),
      eventBus.on('hub:reconnected').subscribe(refetch),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [enabled, queryClient]);
  return useQuery({ queryKey: kycKeys.status, queryFn: ({ signal }) => getKycStatus(signal), enabled, staleTime: 30_000 });
}

/**
 * `POST kyc/documents` (multipart: `kind`, `file`): stores a document for review. Sent with
 * XMLHttpRequest, the one browser API that reports upload progress: `onProgress` gets 0 to 1.
 * Refusals are thrown as `ApiError` with the server's text (415 type, 413 size, 400 kind, 429 too
 * many waiting).
 */
export function uploadKycDocument(kind: KycDocumentKind, file: Blob, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<ApiAnswer<{ id: number; status: 'pending' }>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('kyc/documents'));
    // The browser writes the multipart Content-Type with its boundary.
    for (const [name, value] of Object.entries(apiHeaders())) if (name !== 'Content-Type') xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('network', i18n.t('common:errors.network')));
    xhr.onabort = () => reject(new ApiError('aborted', 'aborted'));
    xhr.onload = () => {
      let envelope: ApiResponse<{ id: number; status: 'pending' }> | null = null;
      try {
        const parsed = JSON.parse(xhr.responseText) as ApiResponse<{ id: number; status: 'pending' }>;
        if (typeof parsed?.success === 'boolean') envelope = parsed;
      } catch {
        // not JSON: a failure without an envelope
      }
      if (xhr.status === 401 && readAuthData()) eventBus.emit('auth:logout', { reason: 'expired' });
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success) {
        onProgress?.(1);
        resolve({ data: envelope.data, message: envelope.message ?? '' });
        return;
      }
      const message = envelope?.message || i18n.t('common:errors.unexpected');
      reject(new ApiError(errorKindOf(xhr.status), message, xhr.status, fieldErrorsOf(envelope?.data), envelope?.data ?? null));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    xhr.send(form);
  });
}

/** `GET kyc/documents/{id}/file`: one of the player's own stored documents (for its preview). */
export async function getKycDocumentFile(id: number, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    const { 'Content-Type': _json, ...headers } = apiHeaders();
    response = await fetch(apiUrl(`kyc/documents/${id}/file`), { headers, signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError' || signal?.aborted) throw new ApiError('aborted', 'aborted');
    throw new ApiError('network', i18n.t('common:errors.network'));
  }
  if (!response.ok) throw new ApiError(errorKindOf(response.status), i18n.t('common:errors.unexpected'), response.status);
  return response.blob();
}
