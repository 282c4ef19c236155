import { Card, Group, SimpleGrid, Skeleton, Text } from '@arcadia/ui';
import { IconClover, IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type JackpotCard } from '@arcadia/shared';
import { selectJackpots } from './jackpot-selection';
import { SectionLoadError } from './section-load-error';
import { useSectionContent } from './use-section-content';
import { useLiveJackpots } from './use-live-jackpots';
import '../../i18n/home-sections';
import './home-sections.css';

/** EGT-style jackpot levels are named after the card suits. */
const SUITS: Record<string, { symbol: string; red: boolean }> = {
  spades: { symbol: '♠', red: false },
  hearts: { symbol: '♥', red: true },
  diamonds: { symbol: '♦', red: true },
  clubs: { symbol: '♣', red: false },
};
const FALLBACK_SYMBOLS = ['♠', '♥', '♦', '♣'];

/** One jackpot's card: its name, its top value and its four levels. */
export function JackpotTile({ card }: { card: JackpotCard }) {
  const { t } = useTranslation('casino');
  const clover = card.instanceName.toLowerCase().includes('clover');
  const top = Math.max(...card.levelStats.map((l) => Number(l.value) || 0));
  return (
    <Card className="arc-jackpot" data-variant={clover ? 'clover' : 'cash'} padding="lg" data-testid="jackpot-card">
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Group gap="sm" wrap="nowrap">
          <span className="arc-jackpot__icon" aria-hidden>
            {clover ? <IconClover size={22} /> : <IconCoins size={22} />}
          </span>
          <Text fw={800} size="lg" className="arc-jackpot__name">
            {card.instanceName}
          </Text>
        </Group>
        <Text className="arc-jackpot__top arc-gold-text">{formatMoney(top)}</Text>
      </Group>
      <ul className="arc-jackpot__levels">
        {card.levelStats.map((level, index) => {
          const key = String(level.level).trim().toLowerCase();
          const suit = SUITS[key];
          return (
            <li key={`${level.level}-${index}`} className="arc-jackpot__level" data-red={suit?.red || undefined}>
              <span className="arc-jackpot__suit" aria-hidden>
                {suit?.symbol ?? FALLBACK_SYMBOLS[index]}
              </span>
              <span className="arc-jackpot__level-name">{suit ? t(`homeSections.levels.${key}`) : level.level}</span>
              <span className="arc-jackpot__amount">{formatMoney(Number(level.value) || 0)}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The jackpot cards of the home page: Clover Chance, then High Cash, each with its 4 levels. */
export function JackpotCards() {
  const { t } = useTranslation('casino');
  const { content: siteContent, failed, retry } = useSectionContent();
  const live = useLiveJackpots();
  // The pools' live values once they come; the site content's figures until then.
  const cards = live ? selectJackpots(live.jackpotCards, live.egtJackpotCards) : selectJackpots(siteContent?.jackpotCards, siteContent?.egtJackpotCards);
  if (siteContent && cards.length === 0) return null;

  return (
    <section aria-labelledby="home-jackpots" className="arc-home__section">
      <h2 id="home-jackpots" className="arc-section-title">
        {t('homeSections.jackpots')}
      </h2>
      {failed ? (
        <SectionLoadError onRetry={retry} minHeight={160} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {!siteContent
            ? Array.from({ length: 2 }, (_, i) => <Skeleton key={i} h={236} />)
            : cards.map((card) => <JackpotTile key={card.instanceName} card={card} />)}
        </SimpleGrid>
      )}
    </section>
  );
}
