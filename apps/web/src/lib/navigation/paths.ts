/**
 * The route table of app-shell.md §2, the one place an app path is written: each route's pattern (what the
 * router matches), its builder (what links and redirects use) and whether it is public (reachable without
 * signing in and without the EULA; the auth-state poll is skipped on it). Any path no route matches shows
 * not-found and is public.
 *
 *   paths.form({ formType: 'w9_2024', formId: 7 })  // '/forms/w9_2024/7'
 *   paths.status('sessiontimeout')                  // '/sessiontimeout'
 *   <Route path={paths.form.pattern} … />
 */

/** The public status pages whose path is their kind (app-shell.md §2). Not-found has no path of its own. */
export const STATUS_PATHS = [
  'loggedout',
  'unauthorized',
  'unlicensed',
  'unavailable',
  'server',
  'no-internet',
  'unsupported',
  'sessiontimeout',
  'alreadyloggedin',
] as const;
export type StatusPath = (typeof STATUS_PATHS)[number];

/** The query of /unavailable when the cause is a temporary outage (502, 503), not an access not activated (ADR 046). */
export const OUTAGE_SEARCH = '?cause=outage';

/** The address of a status page, typed by its kind (`StatusHref<'server'>` is `'/server'`). */
export type StatusHref<K extends StatusPath = StatusPath> = `/${K}`;

/** The `:name` parameters of a pattern, e.g. `'formType' | 'formId'` for `/forms/:formType/:formId`. */
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<P extends string> = { readonly [K in ParamName<P>]: string | number };

/** A route: its builder, callable, with the pattern it is built from and its public flag. */
export type AppRoute<P extends string, A extends unknown[]> = ((...args: A) => string) & {
  readonly pattern: P;
  readonly isPublic: boolean;
};

/** The pattern with each `:name` replaced by its parameter, URI-encoded. */
function fill<P extends string>(pattern: P, params: RouteParams<P>): string {
  const values = params as Readonly<Record<string, string | number>>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`paths: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** A route without parameters. */
function fixed<P extends string>(pattern: P, isPublic: boolean): AppRoute<P, []> {
  return Object.assign(() => pattern, { pattern, isPublic });
}

/** A route with `:name` parameters, built from an object of them. */
function withParams<P extends string>(pattern: P, isPublic: boolean): AppRoute<P, [params: RouteParams<P>]> {
  return Object.assign((params: RouteParams<P>) => fill(pattern, params), { pattern, isPublic });
}

function statusHref<K extends StatusPath>(kind: K): StatusHref<K> {
  return `/${kind}`;
}

export const paths = {
  // Main routes (app-shell.md §2): signed in, EULA accepted.
  landing: fixed('/', false),
  formSelection: fixed('/form-selection', false),
  questionnaire: fixed('/pre-qualifying-questionnaire', false),
  form: withParams('/forms/:formType/:formId', false),
  formSuccess: withParams('/forms/:formType/:formId/success', false),
  formGroup: withParams('/forms/groups/:groupType/:formGroupId', false),
  formGroupSuccess: withParams('/forms/groups/:groupType/:formGroupId/success', false),
  // Public routes.
  authentaLink: fixed('/authentalink', true),
  confirmPin: fixed('/confirmPin', true),
  insufficientInformation: fixed('/insufficient-information', true),
  /** Footer pages: `privacy`, `cookies`, `termsOfUse`, `eula`. */
  links: Object.assign((pageType: string) => fill('/links/:pageType', { pageType }), {
    pattern: '/links/:pageType',
    isPublic: true,
  } as const),
  /** `uad/…` links with their own sign-in; the rest of the path is kept as it is. */
  uad: Object.assign((rest: string) => `/uad/${rest.split('/').map(encodeURIComponent).join('/')}`, {
    pattern: '/uad/*',
    isPublic: true,
  } as const),
  /** The status pages: `paths.status('sessiontimeout')`; each kind is its own route. */
  status: Object.assign(statusHref, {
    kinds: STATUS_PATHS,
    pattern: (kind: StatusPath): StatusHref => statusHref(kind),
    isPublic: true,
  } as const),
  /** Any other path. */
  notFound: { pattern: '*', isPublic: true } as const,
} as const;

export type RouteName = keyof typeof paths;

/** One row of the route table: the route's name in `paths`, the pattern the router matches, its public flag. */
export interface RouteRow {
  readonly name: RouteName;
  readonly pattern: string;
  readonly isPublic: boolean;
}

/** Every route pattern of the app with its public flag, one row per status page. */
export const routeTable: readonly RouteRow[] = (Object.keys(paths) as RouteName[]).flatMap((name): RouteRow[] => {
  if (name === 'status')
    return STATUS_PATHS.map((kind) => ({ name, pattern: paths.status.pattern(kind), isPublic: paths.status.isPublic }));
  const { pattern, isPublic } = paths[name];
  return [{ name, pattern, isPublic }];
});
