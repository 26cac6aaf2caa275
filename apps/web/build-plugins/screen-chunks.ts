import type { Plugin } from 'vite';

/**
 * The chunk groups of a form's page (ADR 106). Lighthouse's mobile audit pays a round trip of slow 4G for each wave of
 * requests over HTTP/1.1's six connections: left to the bundler, a form's page loaded 20 route files (most of them
 * under 2 KB, shared with other screens) and then, for its definition, up to 14 more (one per shared block).
 *
 * - **Definitions**: each form family's folder of `packages/forms` is one chunk (`def-<family>`, both revisions), and
 *   the definition blocks the families share are two (`crs-blocks`: the CRS-based forms' residences, controlling
 *   persons and names; `form-blocks`: the rest). A form's definition is three files at most.
 * - **The form's screen**: what the form's and the group's routes import (statically) is grouped by the other screens
 *   that import it too: none (`form-screen`); a screen before a form — the landing, the PIN, the links and status pages
 *   (`screen-kit`); the success pages (`form-kit`); the pre-qualifying questionnaire (`questionnaire-kit`). Nothing the
 *   first screens import (sign-in, form selection: the critical-JS budget, ADR 033) joins a group. Only the web app's
 *   own modules are placed so: a package is imported through its index, so the module graph says that a route reaches
 *   all of it, where tree-shaking keeps only what it uses; the packages' modules are left to the bundler.
 *
 * Which routes reach a module is read from the module graph once it is built (`buildEnd`), before the chunks are made;
 * `chunkOf` answers the bundler's `codeSplitting` group `name` with it.
 */
const ROUTES = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;
/** The web app's own modules, which import each other by path (no index re-exports a whole folder). */
const APP = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** The form's screens: their own code is the `form-screen` chunk. */
const FORM_ROUTES = new Set(['form', 'form-group']);
/** Screens before a form: code they share with the form's screens is the `screen-kit` chunk. */
const BEFORE_FORM_ROUTES = new Set(['landing', 'confirm-pin', 'links', 'status', 'insufficient-information']);
/** The success pages: code they share with the form's screens is the `form-kit` chunk. */
const AFTER_FORM_ROUTES = new Set(['success', 'group-success']);
/** The first screens (critical-JS budget, ADR 033): nothing of theirs joins a group. */
const FIRST_ROUTES = new Set(['authentalink', 'form-selection']);
/** packages/forms folders that are not a form family. */
const NOT_FAMILIES = new Set(['blocks', 'printed', 'reference', 'groups', 'prequal', 'testing']);
/** The shared definition blocks of the CRS-based forms (the CRS, the combined FATCA/CRS and the RC forms). */
const CRS_BLOCKS = /^(crs\w*|controllingPerson\w*|taxResidence|birthDetails)\.ts$/;

function definitionChunk(id: string): string | null {
  const forms = /[\\/]packages[\\/]forms[\\/]src[\\/]([\w-]+)[\\/]([\w.-]+)$/.exec(id);
  if (forms) {
    const [, folder = '', file = ''] = forms;
    if (folder === 'blocks') return CRS_BLOCKS.test(file) ? 'crs-blocks' : 'form-blocks';
    return NOT_FAMILIES.has(folder) ? null : `def-${folder}`;
  }
  // The engine's generic blocks a definition declares (the address and the shared helpers are the renderer's too).
  const engine = /[\\/]packages[\\/]engine[\\/]src[\\/]blocks[\\/]([\w.-]+)$/.exec(id);
  if (!engine || /^(address|shared|index)\.ts$/.test(engine[1] ?? '')) return null;
  return CRS_BLOCKS.test(engine[1] ?? '') ? 'crs-blocks' : 'form-blocks';
}

export function screenChunks(): { plugin: Plugin; chunkOf: (id: string) => string | null } {
  /** Module id → the names of the routes that import it, directly or through other modules (statically). */
  const reachedBy = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'taxcert-screen-chunks',
    apply: 'build',
    buildEnd() {
      reachedBy.clear();
      for (const id of this.getModuleIds()) {
        const route = ROUTES.exec(id)?.[1];
        if (!route) continue;
        const stack = [id];
        const seen = new Set<string>();
        while (stack.length > 0) {
          const next = stack.pop()!;
          if (seen.has(next)) continue;
          seen.add(next);
          const routes = reachedBy.get(next) ?? new Set<string>();
          routes.add(route);
          reachedBy.set(next, routes);
          stack.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
      }
    },
  };
  const chunkOf = (id: string): string | null => {
    const definition = definitionChunk(id);
    if (definition) return definition;
    // A package's module is reached through its index, which re-exports all of it: which of it a route uses is known
    // only after tree-shaking (validity.ts and date-fns's parse, the success page's, would join the form's screen).
    if (!APP.test(id)) return null;
    const routes = [...(reachedBy.get(id) ?? [])];
    const reached = (names: Set<string>) => routes.some((route) => names.has(route));
    if (!reached(FORM_ROUTES) || reached(FIRST_ROUTES)) return null;
    if (reached(BEFORE_FORM_ROUTES)) return 'screen-kit';
    if (reached(AFTER_FORM_ROUTES)) return 'form-kit';
    return routes.includes('questionnaire') ? 'questionnaire-kit' : 'form-screen';
  };
  return { plugin, chunkOf };
}
