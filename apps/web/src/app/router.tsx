import { Route, Routes } from 'react-router-dom';
import { AppShell } from '../features/shell/AppShell';
import type { StatusKind } from '../features/status/status-pages';
import { RequireAuth, RequireEula, RequireInstructionsDecided, UadLink } from './guards';
import { lazyRoute } from './lazy-route';
import { RouteFrame } from './RouteFrame';

/*
 * Every screen is its own chunk, so form selection never loads form code; a chunk that fails or takes
 * over 120 s shows an error with a retry (lazy-route.ts). Declarative routing rather than a data router:
 * the data router costs ~16 KB gzip more on every screen; the unsaved-changes prompt has its own guard
 * (lib/leave-guard.tsx).
 */
const AuthentaLink = lazyRoute(() => import('./routes/authentalink'));
const ConfirmPin = lazyRoute(() => import('./routes/confirm-pin'));
const Landing = lazyRoute(() => import('./routes/landing'));
const FormSelection = lazyRoute(() => import('./routes/form-selection'));
const Questionnaire = lazyRoute(() => import('./routes/questionnaire'));
const Form = lazyRoute(() => import('./routes/form'));
const Success = lazyRoute(() => import('./routes/success'));
const FormGroup = lazyRoute(() => import('./routes/form-group'));
const GroupSuccess = lazyRoute(() => import('./routes/group-success'));
const InsufficientInformation = lazyRoute(() => import('./routes/insufficient-information'));
const Links = lazyRoute(() => import('./routes/links'));
const Status = lazyRoute(() => import('./routes/status'));

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
          {/* Public */}
          <Route path="authentalink" element={<AuthentaLink />} />
          <Route path="confirmPin" element={<ConfirmPin />} />
          <Route path="uad/*" element={<UadLink />} />
          <Route path="insufficient-information" element={<InsufficientInformation />} />
          <Route path="links/:pageType" element={<Links />} />
          {statusKinds.map((kind) => (
            <Route key={kind} path={kind} element={<Status kind={kind} />} />
          ))}
          {/* Main routes: only once the EULA is accepted */}
          <Route element={<RequireEula />}>
            <Route element={<RequireAuth />}>
              <Route element={<RequireInstructionsDecided />}>
                <Route index element={<Landing />} />
                <Route path="form-selection" element={<FormSelection />} />
                <Route path="pre-qualifying-questionnaire" element={<Questionnaire />} />
              </Route>
            </Route>
            <Route path="forms/groups/:groupType/:formGroupId" element={<FormGroup />} />
            <Route path="forms/groups/:groupType/:formGroupId/success" element={<GroupSuccess />} />
            <Route path="forms/:formType/:formId" element={<Form />} />
            <Route path="forms/:formType/:formId/success" element={<Success />} />
          </Route>
          <Route path="*" element={<Status kind="not-found" />} />
        </Route>
      </Route>
    </Routes>
  );
}
