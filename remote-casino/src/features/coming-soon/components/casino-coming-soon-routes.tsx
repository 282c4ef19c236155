import { Route, Routes } from '@arcadia/ui/router';
import { CasinoComingSoon } from './casino-coming-soon';

/** Every route under /casino shows the coming-soon page, titled after its section. */
export function CasinoComingSoonRoutes() {
  return (
    <Routes>
      <Route index element={<CasinoComingSoon />} />
      <Route path=":area/*" element={<CasinoComingSoon />} />
    </Routes>
  );
}
