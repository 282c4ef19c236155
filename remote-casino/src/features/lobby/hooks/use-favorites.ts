import { openDialog, showToast, toastApiError, useAuthState, useFavoriteCodes, useToggleFavorite, type Game } from '@arcadia/shared';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import '../../../i18n/lobby';

/**
 * The signed-in player's favourite games and the heart that toggles one: "Added to favorites" as a
 * success, "Removed from favorites" as a warning (the server's text in the player's language when it
 * sends one). Anonymous, the heart opens the login dialog instead.
 */
export function useFavorites() {
  const { t } = useTranslation('casino');
  const { isLoggedIn } = useAuthState();
  const favorites = useFavoriteCodes({ enabled: isLoggedIn });
  const codes = useMemo(() => new Set(isLoggedIn ? (favorites.data ?? []) : []), [isLoggedIn, favorites.data]);
  const { toggle, pendingCode } = useToggleFavorite({
    onToggled: (_game, favorite, message) =>
      favorite ? showToast('success', message || t('lobby.added')) : showToast('warning', message || t('lobby.removed')),
    onError: toastApiError,
  });

  return {
    isLoggedIn,
    codes,
    /** The favourite codes are still loading (the favourites tab waits for them). */
    loading: isLoggedIn && favorites.isPending,
    failed: isLoggedIn && favorites.isError,
    retry: () => void favorites.refetch(),
    pendingCode,
    toggle: (game: Game) => (isLoggedIn ? toggle(game) : openDialog('login')),
  };
}
