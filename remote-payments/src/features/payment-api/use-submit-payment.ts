import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deposit, paymentKeys, responsibleGamingKeys, TransactionType, withdraw, type ApiAnswer, type PaymentDetail } from '@arcadia/shared';

/** What a deposit or withdrawal answers: a deposit's data may be the provider's page. */
export type PaymentAnswer = ApiAnswer<string | null | { id: number }>;

interface SubmitPaymentOptions {
  methodId: number;
  type: TransactionType;
  onSuccess: (answer: PaymentAnswer) => void;
  onError: (error: unknown) => void;
}

/**
 * Sends the form once: a second click (or Enter) while the first call is in flight is ignored, so a
 * double click never files two payments. After success the payment queries are fetched again, the
 * site's balance entry among them, which the header follows (a withdrawal moves cash to held at
 * once); after a deposit, what is left of the deposit limits too.
 */
export function useSubmitPayment({ methodId, type, onSuccess, onError }: SubmitPaymentOptions) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation<PaymentAnswer, unknown, PaymentDetail>({
    mutationFn: (detail) => (type === TransactionType.Deposit ? deposit(methodId, detail) : withdraw(methodId, detail)),
    onSuccess: (answer) => {
      // The open form's own fields do not change with a payment: leave them out, so they are not fetched again under it.
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all, predicate: (query) => query.queryKey[1] !== 'fields' });
      // A deposit counts against the deposit limits from the moment it is requested.
      if (type === TransactionType.Deposit) void queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all });
      onSuccess(answer);
    },
    onError,
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const submit = (detail: PaymentDetail) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(detail);
  };
  return { submit, sending: mutation.isPending };
}
