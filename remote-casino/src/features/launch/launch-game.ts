import { i18n, showToast, type Game } from '@arcadia/shared';
import './texts';

/**
 * The one place a lobby hands a game over to be played. The game carries everything a launch needs
 * (provider name to pick the launch call, gameCode, mainProviderId, productId, system); until the
 * launch exists it says so.
 */
export function launchGame(game: Game): void {
  void game;
  showToast('info', i18n.t('casino:launch.comingSoon'));
}
