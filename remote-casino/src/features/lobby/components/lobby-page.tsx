import { useMemo } from 'react';
import { Container } from '@arcadia/ui';
import { useTranslation } from 'react-i18next';
import { useSectionContent } from '../../home-sections';
import { useLaunchGame } from '../../launch';
import { useFavorites } from '../hooks/use-favorites';
import { useLobbyFilters } from '../hooks/use-lobby-filters';
import { useLobbyGames } from '../hooks/use-lobby-games';
import { ALL_TAB, FAVORITES_TAB, categoryOf, defaultTab, tabOf, type LobbyArea } from '../lobby-areas';
import { CategoryTabs, type LobbyTab } from './category-tabs';
import { EgyptQuestJackpot } from './egypt-quest-jackpot';
import { GameGrid } from './game-grid';
import { LobbyToolbar } from './lobby-toolbar';
import '../../../i18n/lobby';
import '../lobby.css';

/**
 * A casino lobby (`/casino/<area>`): category tabs from the site content, a search, a provider
 * filter and the grid of games. Signed in, a game opens and the heart keeps favourites (with their
 * own tab); anonymous, either opens the login dialog.
 */
export function LobbyPage({ area }: { area: LobbyArea }) {
  const { t } = useTranslation('casino');
  // The categories come with the site content: without it (the API offline) the grid says so after
  // a while, like the home page's sections, and its retry asks for the content again.
  const { content: siteContent, failed: contentFailed, retry: retryContent } = useSectionContent();
  const categories = useMemo(() => siteContent?.casinoCategoryList ?? [], [siteContent]);
  const filters = useLobbyFilters();
  const favorites = useFavorites();

  const tabs: LobbyTab[] = useMemo(
    () => [
      { key: ALL_TAB, label: t('lobby.all') },
      ...categories.map((category) => ({ key: tabOf(category), label: category.name })),
      ...(favorites.isLoggedIn ? [{ key: FAVORITES_TAB, label: t('lobby.favorites') }] : []),
    ],
    [categories, favorites.isLoggedIn, t],
  );
  // An address naming a tab this player has not (favourites while anonymous, an unknown slug) opens the lobby's own.
  const requested = filters.tab?.toLowerCase();
  const requestedTab = requested && (tabs.some((tab) => tab.key === requested) ? requested : categoryOf(categories, requested) ? tabOf(categoryOf(categories, requested)!) : null);
  const tab = requestedTab || defaultTab(area, categories);

  const lobby = useLobbyGames({
    categories,
    tab,
    search: filters.search,
    provider: filters.provider,
    live: area === 'live',
    favoriteCodes: favorites.codes,
    favoritesLoading: favorites.loading,
  });
  const waitingForContent = !siteContent;

  // Anonymous players get the login dialog from the launch itself.
  const play = useLaunchGame();

  const emptyText = filters.search ? t('lobby.emptySearch') : tab === FAVORITES_TAB ? t('lobby.emptyFavorites') : t('lobby.empty');

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'md' }} py={{ base: 'sm', sm: 'lg' }} className="arc-lobby">
      <header className="arc-lobby__head">
        <h1 className="arc-lobby__title">{t(`lobby.areas.${area}`)}</h1>
        <LobbyToolbar search={filters.search} provider={filters.provider} onSearch={filters.setSearch} onProvider={filters.setProvider} />
      </header>
      <CategoryTabs tabs={tabs} active={filters.search ? '' : tab} onChange={filters.setTab} />
      {filters.search ? <p className="arc-lobby__results">{t('lobby.results', { search: filters.search })}</p> : null}
      <GameGrid
        {...lobby}
        loading={lobby.loading || (waitingForContent && !filters.search)}
        failed={lobby.failed || (tab === FAVORITES_TAB && favorites.failed) || (contentFailed && !filters.search)}
        retry={contentFailed && !filters.search ? retryContent : tab === FAVORITES_TAB && favorites.failed ? favorites.retry : lobby.retry}
        favoriteCodes={favorites.codes}
        pendingCode={favorites.pendingCode}
        emptyText={emptyText}
        onPlay={play}
        onToggleFavorite={favorites.toggle}
      />
      {area === 'slot' ? <EgyptQuestJackpot /> : null}
    </Container>
  );
}
