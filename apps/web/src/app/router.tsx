import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppShell } from '../features/shell/AppShell';
import type { StatusKind } from '../features/status/status-pages';
import { RequireAuth } from './RequireAuth';
import { RouteFrame } from './RouteFrame';

/*
 * Every screen is its own chunk (React.lazy), so form selection never loads form code. Declarative
 * routing rather than a data router: the data router costs ~16 KB gzip more on every screen
 * (ADR-worthy: `useBlocker` for the unsaved-changes prompt needs a data router).
 */
const AuthentaLink = lazy(() => import('./routes/authentalink'));
const Landing = lazy(() => import('./routes/landing'));
const FormSelection = lazy(() => import('./routes/form-selection'));
const Form = lazy(() => import('./routes/form'));
const Success = lazy(() => import('./routes/success'));
const InsufficientInformation = lazy(() => import('./routes/insufficient-information'));
const Links = lazy(() => import('./routes/links'));
const Status = lazy(() => import('./routes/status'));

/** The public status pages of app-shell.md §2 (their path is their kind). */
const statusKinds: StatusKind[] = [
  'loggedout',
  'unauthorized',
  'unlicensed',
  'unavailable',
  'server',
  'no-internet',
  'unsupported',
  'sessiontimeout',
  'alreadyloggedin',
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<RouteFrame />}>
          <Route path="authentalink" element={<AuthentaLink />} />
          <Route element={<RequireAuth />}>
            <Route index element={<Landing />} />
            <Route path="form-selection" element={<FormSelection />} />
            <Route path="forms/:formType/:formId" element={<Form />} />
            <Route path="forms/:formType/:formId/success" element={<Success />} />
          </Route>
          <Route path="insufficient-information" element={<InsufficientInformation />} />
          <Route path="links/:pageType" element={<Links />} />
          {statusKinds.map((kind) => (
            <Route key={kind} path={kind} element={<Status kind={kind} />} />
          ))}
          <Route path="*" element={<Status kind="not-found" />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function Router() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
