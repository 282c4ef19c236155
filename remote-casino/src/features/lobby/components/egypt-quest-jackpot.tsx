import { useTranslation } from 'react-i18next';
import { JackpotTile } from '../../home-sections';
import { useEgyptQuest } from '../hooks/use-egypt-quest';

/**
 * The EGT slots' Egypt Quest jackpot, under the slots lobby's games: below the grid, so its coming
 * (or not) never moves the games the player is looking at.
 */
export function EgyptQuestJackpot() {
  const { t } = useTranslation('casino');
  const card = useEgyptQuest();
  if (!card) return null;
  return (
    <section aria-labelledby="lobby-egypt-quest" className="arc-lobby__jackpot">
      <h2 id="lobby-egypt-quest" className="arc-section-title">
        {t('lobby.egyptQuest')}
      </h2>
      <JackpotTile card={card} />
    </section>
  );
}
