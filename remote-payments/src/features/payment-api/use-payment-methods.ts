import { useQuery } from '@tanstack/react-query';
import { getPaymentMethods, paymentKeys, type TransactionType } from '@arcadia/shared';

/** Methods change rarely: the list is reused for a minute (choosing one does not fetch it again for the form's limits). */
const METHODS_FRESH_MS = 60_000;

/** `GET payment/methods?type=`: the deposit (1) or withdrawal (2) methods; the form reads a method's limits from the same cache. */
export const usePaymentMethods = (type: TransactionType) =>
  useQuery({ queryKey: paymentKeys.methods(type), queryFn: ({ signal }) => getPaymentMethods(type, signal), staleTime: METHODS_FRESH_MS });
