import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kycKeys, uploadKycDocument, type KycDocumentKind } from '@arcadia/shared';

/** One card's upload: its progress (0 to 1, null when none runs) and the status refreshed after it. */
export function useDocumentUpload(kind: KycDocumentKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadKycDocument(kind, file, setProgress),
    onMutate: () => setProgress(0),
    onSettled: async () => {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: kycKeys.all });
    },
  });
  return { ...mutation, progress };
}
