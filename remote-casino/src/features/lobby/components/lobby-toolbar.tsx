import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@arcadia/ui/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GAME_PROVIDERS } from '@arcadia/shared';
import '../../../i18n/lobby';

/** How long typing pauses before the search is sent: one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 350;

interface LobbyToolbarProps {
  search: string;
  provider: string;
  onSearch: (search: string) => void;
  onProvider: (provider: string) => void;
}

/**
 * The search box and the provider filter. Plain form controls: they are the lobby's first screen,
 * and the browser's own select is the best one on a phone.
 */
export function LobbyToolbar({ search, provider, onSearch, onProvider }: LobbyToolbarProps) {
  const { t } = useTranslation('casino');
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  // A search changed from outside (a tab chosen, a link followed) shows in the box.
  useEffect(() => setTyped(search), [search]);
  useEffect(() => {
    if (debounced.trim() !== search) onSearch(debounced);
    // only a settled value of the box is sent
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="arc-lobby__toolbar">
      <label className="arc-lobby__search">
        <IconSearch size={18} aria-hidden className="arc-lobby__search-icon" />
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          placeholder={t('lobby.searchPlaceholder')}
          aria-label={t('lobby.searchLabel')}
          maxLength={50}
          className="arc-lobby__input"
        />
      </label>
      <select value={provider} onChange={(event) => onProvider(event.currentTarget.value)} aria-label={t('lobby.providerLabel')} className="arc-lobby__select">
        <option value="">{t('lobby.allProviders')}</option>
        {GAME_PROVIDERS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
