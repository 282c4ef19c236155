/**
 * `@arcadia/ui/router`: the React Router names the site uses. The router keeps its location in React
 * context, so like the rest of the kit it is one shared instance (the shell's); re-exporting the
 * chosen names lets the build drop the rest of the library (data routers, server rendering), which
 * shared whole would cost the home page about 60 KB gzip.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavigateOptions, Params, PathMatch, To } from 'react-router-dom';
