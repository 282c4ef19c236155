import { useQuery } from '@tanstack/react-query';
import { getWalletBalance, paymentKeys } from '@arcadia/shared';

/** `GET user/balance` with its parts: only `cash` is withdrawable. */
export const useWalletBalance = () => useQuery({ queryKey: paymentKeys.balance, queryFn: ({ signal }) => getWalletBalance(signal) });
