import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiQuery } from './use-api-query';
import type { ApiResult } from './api-client';

const ok = <T,>(data: T): ApiResult<T> => ({ success: true, message: '', data, status: 200 });

it('loads data, reports a failure as an error and loads again on reload', async () => {
  const fetcher = jest
    .fn<Promise<ApiResult<number | null>>, [AbortSignal]>()
    .mockResolvedValueOnce({ success: false, message: 'Sunucu hatası', data: null, status: 400 })
    .mockResolvedValueOnce(ok(42));
  const { result } = renderHook(() => useApiQuery(fetcher));
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.error).toBe('Sunucu hatası'));
  expect(result.current.loading).toBe(false);

  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toBe(42));
  expect(result.current.error).toBeNull();
  expect(fetcher).toHaveBeenCalledTimes(2);
});
