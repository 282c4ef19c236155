import { useQuery } from '@tanstack/react-query';
import type { ActivityDay, LimitPeriod, LimitType, PlaySession, ResponsibleGamingLimit, ResponsibleGamingStatus, Exclusion } from '../../model/responsible-gaming';
import { request, requestWithMessage } from '../api-client';

/** Query keys of player protection; any change invalidates `all`, and so do deposits and game rounds. */
export const responsibleGamingKeys = {
  all: ['responsible-gaming'] as const,
  status: ['responsible-gaming', 'status'] as const,
  activity: ['responsible-gaming', 'activity'] as const,
};

/** `GET responsiblegaming/status`: limits, choices, exclusion and the session's play. */
export const getResponsibleGamingStatus = (signal?: AbortSignal) => request<ResponsibleGamingStatus>('GET', 'responsiblegaming/status', { signal });

/**
 * The status as a query under `responsibleGamingKeys.status`. It is fetched again when the window
 * regains focus (an exclusion or a limit may have changed in another tab or by the operator).
 */
export interface StatusQueryOptions {
  enabled?: boolean;
  /** Read again this often (ms), e.g. while a game is open. */
  refetchInterval?: number;
  /** Read again when the window regains focus (an exclusion may have started in another tab). */
  refetchOnWindowFocus?: boolean;
}

/** The status as every part of the site reads it: one query, one cache entry (`responsibleGamingKeys.status`). */
export const useResponsibleGamingStatus = ({ enabled = true, ...options }: StatusQueryOptions = {}) =>
  useQuery({ queryKey: responsibleGamingKeys.status, queryFn: ({ signal }) => getResponsibleGamingStatus(signal), enabled, ...options });

/**
 * `POST responsiblegaming/limit`: sets, lowers or raises (after 24 h) a limit; `amount: null` removes it (after 24 h).
 * A deposit limit below the smallest deposit is refused (422, `data: BelowMinimumDeposit`) unless `confirmBelowMinimum`.
 */
export const setResponsibleGamingLimit = (type: LimitType, period: LimitPeriod, amount: number | null, { confirmBelowMinimum = false }: { confirmBelowMinimum?: boolean } = {}) =>
  requestWithMessage<ResponsibleGamingLimit | null>('POST', 'responsiblegaming/limit', { body: { type, period, amount, ...(confirmBelowMinimum ? { confirmBelowMinimum } : {}) } });

/** `POST responsiblegaming/nolimit {confirm: true}`: the explicit choice of no deposit limit. */
export const chooseNoDepositLimit = () => requestWithMessage<ResponsibleGamingStatus>('POST', 'responsiblegaming/nolimit', { body: { confirm: true } });

/** `POST responsiblegaming/realitycheck {minutes}`. */
export const setRealityCheckMinutes = (minutes: number) => requestWithMessage<{ realityCheckMinutes: number }>('POST', 'responsiblegaming/realitycheck', { body: { minutes } });

/** `POST responsiblegaming/acknowledge`: acknowledges the reality check that is due (always succeeds); answers the session. */
export const acknowledgeRealityCheck = () => requestWithMessage<PlaySession>('POST', 'responsiblegaming/acknowledge', { body: {} });

/** `POST responsiblegaming/timeout {hours, password}`. */
export const startTimeout = (hours: number, password: string) => requestWithMessage<{ exclusion: Exclusion }>('POST', 'responsiblegaming/timeout', { body: { hours, password } });

/** `POST responsiblegaming/selfexclude {months, password}`; months 0 is indefinite. */
export const selfExclude = (months: number, password: string) => requestWithMessage<{ exclusion: Exclusion }>('POST', 'responsiblegaming/selfexclude', { body: { months, password } });

/** `GET responsiblegaming/activity`: the player's own play and money per day over the last six months, oldest first. */
export const getResponsibleGamingActivity = (signal?: AbortSignal) => request<ActivityDay[]>('GET', 'responsiblegaming/activity', { signal });

/** `POST customer/birthdate {birthDate}` (YYYY-MM-DD): required before the first deposit when the date of birth is unknown. */
export const saveBirthDate = (birthDate: string) => requestWithMessage<null>('POST', 'customer/birthdate', { body: { birthDate } });
