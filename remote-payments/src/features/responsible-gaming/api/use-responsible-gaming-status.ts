import { useQuery } from '@tanstack/react-query';
import { getResponsibleGamingStatus, responsibleGamingKeys } from '@arcadia/shared';

/** `GET responsiblegaming/status`: the player's limits and whether the date of birth and the deposit limit are settled. */
export const useResponsibleGamingStatus = () =>
  useQuery({ queryKey: responsibleGamingKeys.status, queryFn: ({ signal }) => getResponsibleGamingStatus(signal) });
