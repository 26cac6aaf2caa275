import { Route, Routes } from 'react-router-dom';
import { AppShell } from '../features/shell/AppShell';
import { paths } from '../lib/paths';
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route element={<RouteFrame />}>
          {/* Public */}
          <Route path={paths.authentaLink.pattern} element={<AuthentaLink />} />
          <Route path={paths.confirmPin.pattern} element={<ConfirmPin />} />
          <Route path={paths.uad.pattern} element={<UadLink />} />
          <Route path={paths.insufficientInformation.pattern} element={<InsufficientInformation />} />
          <Route path={paths.links.pattern} element={<Links />} />
          {paths.status.kinds.map((kind) => (
            <Route key={kind} path={paths.status.pattern(kind)} element={<Status kind={kind} />} />
          ))}
          {/* Main routes: only once the EULA is accepted */}
          <Route element={<RequireEula />}>
            <Route element={<RequireAuth />}>
              <Route element={<RequireInstructionsDecided />}>
                <Route path={paths.landing.pattern} element={<Landing />} />
                <Route path={paths.formSelection.pattern} element={<FormSelection />} />
                <Route path={paths.questionnaire.pattern} element={<Questionnaire />} />
              </Route>
            </Route>
            <Route path={paths.formGroup.pattern} element={<FormGroup />} />
            <Route path={paths.formGroupSuccess.pattern} element={<GroupSuccess />} />
            <Route path={paths.form.pattern} element={<Form />} />
            <Route path={paths.formSuccess.pattern} element={<Success />} />
          </Route>
          <Route path={paths.notFound.pattern} element={<Status kind="not-found" />} />
        </Route>
      </Route>
    </Routes>
  );
}
