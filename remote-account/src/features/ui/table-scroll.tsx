import type { ReactNode } from 'react';
import { Table } from '@arcadia/ui/display';

/**
 * A table's horizontal scroll area, reachable from the keyboard: where the table is wider than
 * the page (its `minWidth` on a narrow desktop, 1280 px with the account menu), a keyboard user
 * tabs to the area and scrolls it with the arrow keys, even when no row holds a control.
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}
