import { useQuery } from '@tanstack/react-query';
import { getResponsibleGamingActivity, responsibleGamingKeys } from '@arcadia/shared';

/** `GET responsiblegaming/activity`: the player's own money and play per day over six months, oldest first. */
export function useActivity() {
  return useQuery({
    queryKey: responsibleGamingKeys.activity,
    queryFn: ({ signal }) => getResponsibleGamingActivity(signal),
    // Six months of days move slowly; a minute-old picture is as good as a fresh one.
    staleTime: 60_000,
  });
}
