import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { contract } from '@taxcert/contracts';
import { buildOpenApiDocument } from '@taxcert/contracts/openapi';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SimContext } from './context';
import { frozen } from './domain/frozen';
import { checkLockGroups } from './fixtures/lock-groups';
import { loadFixtures, type Fixtures } from './fixtures/load';
import { pageLocale } from './domain/locale';
import { linkOrigins } from './link-origins';
import { installBodyLimits } from './plugins/body-limits';
import { installRequestedWithGuard } from './plugins/csrf';
import { installFaults } from './plugins/faults';
import { errorHandler, installErrorHandler } from './plugins/errors';
import { clientErrors, frameworkErrors, installSecurityHeaders } from './plugins/headers';
import { checkedRouter, installKeptJson } from './plugins/response-check';
import { installRetention } from './plugins/retention';
import { installScenarioWatch } from './plugins/scenario-watch';
import { installSession } from './plugins/session';
import { authRoutes } from './routes/auth';
import { configRoutes } from './routes/config';
import { formGroupsRoutes } from './routes/formgroups';
import { formsRoutes } from './routes/forms';
import { languageRoutes } from './routes/language';
import { questionnaireRoutes } from './routes/questionnaire';
import { s } from './routes/server';
import { registerSimRoutes } from './routes/sim';
import { registerSimDocs } from './routes/sim-docs';
import { supportingDocsRoutes } from './routes/supportingdocs';
import { systemRoutes } from './routes/system';
import { uploadRoutes } from './routes/upload';

export const defaultWebRoot = resolve(import.meta.dirname, '../../web/dist');

let openApi: object | undefined;

/**
 * The contract's OpenAPI document, served at /__sim/openapi.json and /__sim/docs: built once per process, since it
 * depends on the contract alone (~20 ms a build, and the tests build hundreds of apps), and frozen so that no app
 * can change what another serves.
 */
function openApiDocument(): object {
  openApi ??= frozen(buildOpenApiDocument());
  return openApi;
}

export interface BuildOptions {
  /** Scenario name from fixtures/scenarios (default `default`). */
  scenario?: string;
  /** Fixtures folder (default: the repository's fixtures/). */
  fixturesDir?: string;
  /** Already loaded fixtures (tests adjust them in memory). */
  fixtures?: Fixtures;
  /** The built web app to serve; nothing is served when it does not exist. */
  webRoot?: string;
  /** Base address used in the links the simulator sends. */
  publicUrl?: string;
  logger?: boolean | { level: string };
  /** Hours sessions, forms, groups and files are kept after last use (default 24). */
  retentionHours?: number;
  /**
   * Behind a TLS-terminating proxy (`SIM_SECURE_COOKIES=1`): always mark cookies Secure and send HSTS; otherwise
   * both only on requests that came over https.
   */
  secureCookies?: boolean;
  /**
   * The web app's origin when another server serves it (SIM_APP_ORIGIN): CORS with credentials for that origin
   * alone, state changes accepted from it (ADR 008's guard), redirects to it, and the keep-alive image readable
   * by it (Cross-Origin-Resource-Policy: cross-origin).
   */
  appOrigin?: string;
  /** The simulator's clock (default: the real one); tests fix it so that no result depends on the hour. */
  now?: () => Date;
  /**
   * Check every answer against the contract before it goes out (default true: tests, `npm start` and QA rely
   * on it — an answer the contract does not allow is a 500 naming the breach, not a silent drift). A frozen
   * answer the simulator sends again and again is checked the first time only (ADR 025). Off only to
   * measure the simulator's own speed (bench/throughput.ts reports both).
   */
  responseValidation?: boolean;
  /**
   * Reload the scenarios when a file of `fixtures/scenarios/` changes (`npm start` does), reporting each reload
   * as one line to this function. Off when absent (tests build many apps).
   */
  watchScenarios?: (line: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulator's fixtures, scenario and stores. */
    sim: SimContext;
  }
}

export type SimApp = FastifyInstance;

/** Builds the simulator: plugins, then our hooks (session, X-Requested-With, errors), then the routes. */
export async function buildApp(options: BuildOptions = {}): Promise<SimApp> {
  const fixtures = options.fixtures ?? loadFixtures(options.fixturesDir);
  await checkLockGroups(fixtures);
  const ctx = new SimContext(fixtures, options.scenario ?? 'default', options.now);
  const behindTls = options.secureCookies === true;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    frameworkErrors: frameworkErrors(behindTls),
    clientErrorHandler: clientErrors(behindTls),
  });

  installSecurityHeaders(app, behindTls);
  if (options.appOrigin) {
    ctx.appOrigin = options.appOrigin;
    // The app on its own origin calls with credentials; it reads a PDF's file name and a Retry-After.
    await app.register(cors, {
      origin: [options.appOrigin],
      credentials: true,
      methods: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
      allowedHeaders: ['content-type', 'accept', 'accept-language', 'x-requested-with', 'x-client-key'],
      exposedHeaders: ['content-disposition', 'retry-after'],
      maxAge: 600,
    });
  }
  // Secure cookies when the request came over https (or always, when configured: behind a TLS proxy).
  // Not on plain http: Chromium refuses Secure cookies from http://127.0.0.1 (it allows only localhost).
  await app.register(cookie, { parseOptions: { secure: options.secureCookies ? true : 'auto' } });
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  // Answers over 1 KiB go brotli- or gzip-compressed to a client that accepts it; a kept answer (a language
  // catalogue, ~207 KB of JSON) comes already compressed once by installKeptJson, which this plugin leaves as it
  // is (ADR 025); the web app's own files come precompressed from the build.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  installBodyLimits(app);
  installRetention(app, ctx, options.retentionHours);
  installSession(app, ctx);
  installRequestedWithGuard(
    app,
    options.appOrigin ? [options.appOrigin] : [],
    (request) => ctx.broken(request.session).wrongStatuses === true,
  );
  installFaults(app, ctx);
  if (options.watchScenarios) installScenarioWatch(app, ctx, options.watchScenarios);

  const router = checkedRouter(
    contract,
    s.router(contract, {
      auth: authRoutes(ctx),
      language: languageRoutes(ctx),
      config: configRoutes(ctx),
      system: systemRoutes(ctx),
      forms: formsRoutes(ctx),
      formGroups: formGroupsRoutes(ctx),
      questionnaire: questionnaireRoutes(ctx),
      supportingDocs: supportingDocsRoutes(ctx),
      upload: uploadRoutes(ctx),
    }),
    options.responseValidation ?? true,
  );
  installErrorHandler(app);
  // registerRouter installs an error handler of its own; in this child scope it answers request
  // validation errors through ours and hands every other error up to ours.
  // Answers are checked by checkedRouter (plugins/response-check.ts), which checks a frozen answer once.
  await app.register(async (api) => {
    installKeptJson(api);
    s.registerRouter(contract, router, api, {
      responseValidation: false,
      logInitialization: false,
      requestValidationErrorHandler: (error, request, reply) => {
        void errorHandler(error, request, reply);
      },
    });
  });
  registerSimRoutes(app, ctx, openApiDocument());
  await registerSimDocs(app, openApiDocument());

  const webRoot = options.webRoot ?? defaultWebRoot;
  const serveWeb = existsSync(join(webRoot, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: 'index.html',
      preCompressed: true,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/__sim');
    if (!isApi && serveWeb && (request.method === 'GET' || request.method === 'HEAD') && isPageRequest(request)) {
      // A public page rendered at build time, in the visitor's language (ADR 095); else the SPA: the web app's router
      // decides (its own not-found page included).
      const page = prerenderedPage(webRoot, request);
      if (page)
        return reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').sendFile(page);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(NOT_FOUND);
  });

  if (options.publicUrl) {
    ctx.publicUrl = options.publicUrl;
    ctx.publicUrlIsFixed = true;
  }
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address !== 'object') return;
    const origins = linkOrigins(address);
    ctx.ownOrigins = origins.own;
    if (!options.publicUrl) ctx.publicUrl = origins.fallback;
  });
  app.decorate('sim', ctx);
  return app;
}

/** The answer to an address nothing is served at (the address is not echoed). */
export const NOT_FOUND = { code: 404, message: 'Nothing is served at this address.' } as const;

/** The web app's locale cookie (app-shell.md §9; apps/web lib/session/cookies.ts). */
const LOCALE_COOKIE = 'taxcert_locale';

/**
 * The file of a public page rendered at build time (`prerendered/<locale>/<page>.html` under the web root, written by
 * apps/web's build), in the language of the locale cookie, else Accept-Language, else en; null when the build wrote
 * none for the path (a main route, a path with a query the page reads, an unknown path).
 */
function prerenderedPage(webRoot: string, request: FastifyRequest): string | null {
  const [path = '', query] = request.url.split('?');
  if (query !== undefined || !/^\/[a-z][a-z-]*$/.test(path)) return null;
  const locale = pageLocale(request.cookies[LOCALE_COOKIE], request.headers['accept-language']);
  const file = `prerendered/${locale}${path}.html`;
  return existsSync(join(webRoot, file)) ? file : null;
}

/**
 * A browser navigation or a path without a file extension gets the SPA; a missing file the app fetches
 * (a chunk, `locales/xx.json`) gets a real 404 rather than index.html.
 */
function isPageRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return !/\.[A-Za-z0-9]+$/.test(path) || (request.headers.accept ?? '').includes('text/html');
}
