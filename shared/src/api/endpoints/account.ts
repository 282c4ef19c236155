import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '../../bus/event-bus';
import { NOTIFICATION_PAGE } from '../../config/constants';
import type { PlayerProfile, PlayerSession } from '../../model/account';
import type { Notification } from '../../model/types';
import { request, requestWithMessage } from '../api-client';

/** Query keys of the signed-in player's own data. */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  sessions: ['account', 'sessions'] as const,
};

/** `GET customer/profile`: the personal information given at registration. */
export const getProfile = (signal?: AbortSignal) => request<PlayerProfile>('GET', 'customer/profile', { signal });

/** `GET customer/sessions`: the player's logins, newest first, the current one marked. */
export const getSessions = (signal?: AbortSignal) => request<PlayerSession[]>('GET', 'customer/sessions', { signal });

export interface ChangePasswordPayload {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** `POST customer/changepassword`: on success the server revokes every session of the player. */
export const changePassword = (payload: ChangePasswordPayload) => requestWithMessage<null>('POST', 'customer/changepassword', { body: payload });

/** The phone as the server stored it after a correct code. */
export interface VerifiedPhone {
  phone: string;
  smsVerified: boolean;
  /**
   * The trial bonus credited with the verification (the player ticked it at sign-up): its amount
   * and the new balance, in lira; null or absent when none was.
   */
  trialBonus?: { amount: number; balance: number } | null;
}

/** `POST customer/updatephone` step 1: sends an SMS code to `phone` (no code in the payload). */
export const sendPhoneCode = (phone: string) => requestWithMessage<null>('POST', 'customer/updatephone', { body: { step: 1, phone } });

/** Step 2: checks the code; on success the server stores the phone as verified. */
export const verifyPhoneCode = (phone: string, code: string) =>
  requestWithMessage<VerifiedPhone | null>('POST', 'customer/updatephone', { body: { step: 2, phone, code } });

/** `POST customer/notification`: the first page of the player's notifications, newest first. */
export const getNotifications = () => request<Notification[]>('POST', 'customer/notification', { body: { ...NOTIFICATION_PAGE } });

/** `POST customer/readnotification`: marks one notification read. */
export const markNotificationRead = (id: number) => request<null>('POST', 'customer/readnotification', { body: { id } });

/**
 * The profile page's data. A phone verified in the phone dialog (the bus's `auth:update`) is written
 * into the cached profile, so the page shows it without fetching again.
 */
export function useProfile() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = eventBus.on('auth:update').subscribe(({ patch }) => {
      queryClient.setQueryData<PlayerProfile>(accountKeys.profile, (current) =>
        current ? { ...current, phone: patch.phone ?? current.phone, smsVerified: patch.smsVerified ?? current.smsVerified } : current,
      );
    });
    return () => sub.unsubscribe();
  }, [queryClient]);
  return useQuery({ queryKey: accountKeys.profile, queryFn: ({ signal }) => getProfile(signal) });
}

/** The session history page's data. */
export const useSessions = () => useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });
