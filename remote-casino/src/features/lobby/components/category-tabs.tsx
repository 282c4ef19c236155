import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../i18n/lobby';

export interface LobbyTab {
  key: string;
  label: string;
}

interface CategoryTabsProps {
  tabs: LobbyTab[];
  active: string;
  onChange: (key: string) => void;
}

/**
 * The lobby's category tabs: one scrolling row (a phone swipes through it), arrow keys move between
 * them as in any tab list. Tabs filter the one grid below, so they are buttons of a tablist.
 */
export function CategoryTabs({ tabs, active, onChange }: CategoryTabsProps) {
  const { t } = useTranslation('casino');
  const list = useRef<HTMLDivElement>(null);
  // The chosen tab is in sight, also when the row scrolls (a phone opening the live lobby).
  useEffect(() => {
    const row = list.current;
    const selected = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (row && selected && (selected.offsetLeft < row.scrollLeft || selected.offsetLeft + selected.offsetWidth > row.scrollLeft + row.clientWidth)) {
      row.scrollLeft = selected.offsetLeft - row.offsetLeft - 8;
    }
  }, [active, tabs.length]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.key === active);
    const nextIndex = (index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    const next = tabs[nextIndex];
    if (!next) return;
    onChange(next.key);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[nextIndex]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={t('lobby.categoriesLabel')} className="arc-lobby__tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          className="arc-lobby__tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
