import { Route, Routes } from '@arcadia/ui/router';
import { SportsComingSoon } from './sports-coming-soon';

/** Every route under /spor and /livespor shows the coming-soon page. */
export function SportsComingSoonRoutes() {
  return (
    <Routes>
      <Route path="*" element={<SportsComingSoon />} />
    </Routes>
  );
}
