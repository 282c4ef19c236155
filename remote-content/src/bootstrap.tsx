/** Standalone page of remote-content (`npm start -w remote-content`, port 3006): its pages as the shell mounts them, the promotions row and dialog. */
import { Navigate, Route, Routes } from '@arcadia/ui/router';
import { mountStandalone } from '@arcadia/shared';
import ContentDialogs from './exposes/content-dialogs';
import ContentRoutes from './exposes/content-routes';
import HomeSections from './exposes/home-sections';
import manifest from './manifest';

mountStandalone(
  <>
    <Routes>
      {manifest.routes.map((route) => (
        <Route key={route.path} path={route.path} element={<ContentRoutes />} />
      ))}
      <Route path="/" element={<HomeSections section="promotions" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
    <ContentDialogs />
  </>,
);
