import { useQuery } from '@tanstack/react-query';
import { getPaymentFields, paymentKeys, type TransactionType } from '@arcadia/shared';

/** `POST payment/detail {id, type}`: the method's form fields, fetched afresh each time the form opens. */
export const usePaymentFields = (id: number, type: TransactionType) =>
  useQuery({ queryKey: paymentKeys.fields(id, type), queryFn: ({ signal }) => getPaymentFields(id, type, signal), gcTime: 0 });
