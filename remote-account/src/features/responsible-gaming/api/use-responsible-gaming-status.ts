import { useQuery } from '@tanstack/react-query';
import { getResponsibleGamingStatus, responsibleGamingKeys } from '@arcadia/shared';

/** `GET responsiblegaming/status`: the limits, the choices and any exclusion, read by every section of the page. */
export function useResponsibleGamingStatus() {
  return useQuery({
    queryKey: responsibleGamingKeys.status,
    queryFn: ({ signal }) => getResponsibleGamingStatus(signal),
  });
}
