import { matchPath, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import type { Booted } from '../lib/api/start-up';
import { AppShell } from '../features/shell/AppShell';
import { preloadFormLanguages } from '../features/shell/LanguageSelector';
import { paths } from '../lib/navigation/paths';
import { RequireAuth, RequireEula, RequireInstructionsDecided, UadLink } from './guards';
import { lazyRoute, routeChunk } from './lazy-route';
import { RouteFrame } from './RouteFrame';

/*
 * Every screen is its own chunk, so form selection never loads form code; a chunk that fails or takes
 * over 120 s shows an error with a retry (lazy-route.ts). Declarative routing rather than a data router:
 * the data router costs ~16 KB gzip more on every screen; the unsaved-changes prompt has its own guard
 * (lib/navigation/leave-guard.tsx).
 */
const screens = {
  authentaLink: routeChunk(() => import('./routes/authentalink')),
  confirmPin: routeChunk(() => import('./routes/confirm-pin')),
  landing: routeChunk(() => import('./routes/landing')),
  formSelection: routeChunk(() => import('./routes/form-selection')),
  questionnaire: routeChunk(() => import('./routes/questionnaire')),
  form: routeChunk(() => import('./routes/form')),
  formSuccess: routeChunk(() => import('./routes/success')),
  formGroup: routeChunk(() => import('./routes/form-group')),
  formGroupSuccess: routeChunk(() => import('./routes/group-success')),
  insufficientInformation: routeChunk(() => import('./routes/insufficient-information')),
  links: routeChunk(() => import('./routes/links')),
} as const;
const AuthentaLink = lazyRoute(screens.authentaLink);
const ConfirmPin = lazyRoute(screens.confirmPin);
const Landing = lazyRoute(screens.landing);
const FormSelection = lazyRoute(screens.formSelection);
const Questionnaire = lazyRoute(screens.questionnaire);
const Form = lazyRoute(screens.form);
const Success = lazyRoute(screens.formSuccess);
const FormGroup = lazyRoute(screens.formGroup);
const GroupSuccess = lazyRoute(screens.formGroupSuccess);
const InsufficientInformation = lazyRoute(screens.insufficientInformation);
const Links = lazyRoute(screens.links);
const Status = lazyRoute(() => import('./routes/status'));

/**
 * Starts loading the chunk of the screen at `pathname` at once, beside the start-up calls, rather
 * than once the shell has rendered; the screen's lazy component then finds it loaded. A failure is left to
 * the screen's own load (lazy-route.ts), which shows its error.
 */
export function preloadScreen(pathname: string, booted: Promise<Booted | undefined>): void {
  const screen = (Object.keys(screens) as (keyof typeof screens)[]).find(
    (name) => matchPath(paths[name].pattern, pathname) !== null,
  );
  if (!screen) return;
  screens[screen]().catch(() => undefined);
  if (screen !== 'form' && screen !== 'formGroup') return;
  // On a form's or a group's page the header's language selector reads the forms' catalogue (its own chunk), and the
  // form's definition loads as soon as the route's chunk is in, beside the start-up calls (ADR 106); its data once the
  // API is known and the customer signed in (ADR 114).
  preloadFormLanguages();
  const params = matchPath(paths[screen].pattern, pathname)?.params ?? {};
  const route: Promise<{ preload: RoutePreload }> = screen === 'form' ? screens.form() : screens.formGroup();
  route.then(
    ({ preload }) => preload(params, booted),
    () => undefined,
  );
}

/** A form or group route's preload: its definitions at once, its data once `booted` is (undefined: start-up failed). */
export type RoutePreload = (params: Params, booted: Promise<Booted | undefined>) => void;

/** The route table as react-router's route objects (`useRoutes`): the same tree as `<Routes>` of `<Route>`s would be. */
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RouteFrame />,
        children: [
          // Public
          { path: paths.authentaLink.pattern, element: <AuthentaLink /> },
          { path: paths.confirmPin.pattern, element: <ConfirmPin /> },
          { path: paths.uad.pattern, element: <UadLink /> },
          { path: paths.insufficientInformation.pattern, element: <InsufficientInformation /> },
          { path: paths.links.pattern, element: <Links /> },
          ...paths.status.kinds.map((kind) => ({ path: paths.status.pattern(kind), element: <Status kind={kind} /> })),
          // Main routes: only once the EULA is accepted
          {
            element: <RequireEula />,
            children: [
              {
                element: <RequireAuth />,
                children: [
                  {
                    element: <RequireInstructionsDecided />,
                    children: [
                      { path: paths.landing.pattern, element: <Landing /> },
                      { path: paths.formSelection.pattern, element: <FormSelection /> },
                      { path: paths.questionnaire.pattern, element: <Questionnaire /> },
                    ],
                  },
                ],
              },
              { path: paths.formGroup.pattern, element: <FormGroup /> },
              { path: paths.formGroupSuccess.pattern, element: <GroupSuccess /> },
              { path: paths.form.pattern, element: <Form /> },
              { path: paths.formSuccess.pattern, element: <Success /> },
            ],
          },
          { path: paths.notFound.pattern, element: <Status kind="not-found" /> },
        ],
      },
    ],
  },
];

/**
 * The app's routes. Route objects rather than `<Routes>` of `<Route>` elements: the same matching, without
 * react-router's reading of JSX children into route objects in the start-up file (ADR 033).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
