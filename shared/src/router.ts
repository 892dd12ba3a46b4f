// react-router, as the portal's apps use it. Apps import routing from '@portal/shared', never from
// 'react-router' directly (lint enforces it): react-router then lives inside this singleton — one copy
// and one set of contexts at run time — and webpack keeps only the parts re-exported here. Shared
// as a federated package of its own it could not be tree-shaken and weighed ~61 KB gzip on every
// first page; declarative routing (no data router) keeps it at about half of the ~32 KB the data
// router needs (see docs/adr/0003-shared-singleton-budget.md).
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavLinkProps, Params, SetURLSearchParams } from 'react-router';
