// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenChunks } from './screen-chunks';

const web = '/repo/apps/web/src';
const route = (name: string) => `${web}/app/routes/${name}.tsx`;
const forms = (path: string) => `/repo/packages/forms/src/${path}`;
const engine = (path: string) => `/repo/packages/engine/src/${path}`;

/** A module graph: each module and what it imports statically (dynamic imports are not followed). */
const GRAPH: Record<string, string[]> = {
  [route('form')]: [`${web}/features/form/FormScreen.tsx`],
  [route('form-group')]: [`${web}/features/form/FormScreen.tsx`],
  [route('form-selection')]: [`${web}/lib/config/offered.ts`],
  [route('authentalink')]: [],
  [route('status')]: [`${web}/features/status/StatusPage.tsx`],
  [route('success')]: [`${web}/features/form/api/calls.ts`],
  [route('questionnaire')]: [`${web}/questionnaire/renderer/Renderer.tsx`],
  [`${web}/features/form/FormScreen.tsx`]: [
    `${web}/lib/config/offered.ts`,
    `${web}/features/status/StatusPage.tsx`,
    `${web}/features/form/api/calls.ts`,
    `${web}/questionnaire/renderer/Renderer.tsx`,
    forms('blocks/usIndicia.ts'),
    engine('blocks/address.ts'),
    forms('validity.ts'),
  ],
  [`${web}/questionnaire/renderer/Renderer.tsx`]: [`${web}/features/form/api/calls.ts`],
  [`${web}/features/status/StatusPage.tsx`]: [],
  [`${web}/features/form/api/calls.ts`]: [],
  [`${web}/lib/config/offered.ts`]: [],
  [forms('blocks/usIndicia.ts')]: [],
  [engine('blocks/address.ts')]: [],
  [forms('validity.ts')]: [],
  // Reached by no route statically: the definitions' own modules.
  [forms('w8imy/w8imy_2021.ts')]: [forms('blocks/treatyClaim.ts'), engine('blocks/signer.ts')],
  [forms('w8imy/w8imy_2017.ts')]: [],
  [forms('crsi/crsi_2024.ts')]: [forms('blocks/crsIndividual.ts'), engine('blocks/taxResidence.ts')],
  [forms('blocks/treatyClaim.ts')]: [],
  [forms('blocks/crsIndividual.ts')]: [],
  [engine('blocks/signer.ts')]: [],
  [engine('blocks/taxResidence.ts')]: [],
  [engine('blocks/shared.ts')]: [],
  [forms('printed/layout.ts')]: [],
};

function built() {
  const { plugin, chunkOf } = screenChunks();
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: GRAPH[id] ?? [] }),
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  return chunkOf;
}

describe('screenChunks (ADR 106)', () => {
  it('groups what only the form’s routes import into the form’s screen, its routes with it', () => {
    const chunkOf = built();
    expect(chunkOf(route('form'))).toBe('form-screen');
    expect(chunkOf(route('form-group'))).toBe('form-screen');
    expect(chunkOf(`${web}/features/form/FormScreen.tsx`)).toBe('form-screen');
  });

  it('leaves what a first screen imports to the bundler (the critical-JS budget), and the first screens too', () => {
    const chunkOf = built();
    expect(chunkOf(`${web}/lib/config/offered.ts`)).toBeNull();
    expect(chunkOf(route('form-selection'))).toBeNull();
    expect(chunkOf(route('authentalink'))).toBeNull();
  });

  it('groups what the form shares with other screens by those screens', () => {
    const chunkOf = built();
    expect(chunkOf(`${web}/features/status/StatusPage.tsx`)).toBe('screen-kit');
    expect(chunkOf(`${web}/features/form/api/calls.ts`)).toBe('form-kit');
    expect(chunkOf(`${web}/questionnaire/renderer/Renderer.tsx`)).toBe('questionnaire-kit');
    // A screen's own route file that the form does not reach stays the bundler's.
    expect(chunkOf(route('status'))).toBeNull();
  });

  it('leaves a package’s modules that a route reaches (through its index) to the bundler, but the blocks', () => {
    const chunkOf = built();
    expect(chunkOf(forms('validity.ts'))).toBeNull();
    expect(chunkOf(engine('blocks/address.ts'))).toBeNull();
    expect(chunkOf(forms('blocks/usIndicia.ts'))).toBe('form-blocks');
  });

  it('makes each family one chunk and the shared blocks two', () => {
    const chunkOf = built();
    expect(chunkOf(forms('w8imy/w8imy_2021.ts'))).toBe('def-w8imy');
    expect(chunkOf(forms('w8imy/w8imy_2017.ts'))).toBe('def-w8imy');
    expect(chunkOf(forms('crsi/crsi_2024.ts'))).toBe('def-crsi');
    expect(chunkOf(forms('blocks/treatyClaim.ts'))).toBe('form-blocks');
    expect(chunkOf(engine('blocks/signer.ts'))).toBe('form-blocks');
    expect(chunkOf(forms('blocks/crsIndividual.ts'))).toBe('crs-blocks');
    expect(chunkOf(engine('blocks/taxResidence.ts'))).toBe('crs-blocks');
  });

  it('leaves the engine’s shared helpers and what is not a family to the bundler', () => {
    const chunkOf = built();
    expect(chunkOf(engine('blocks/shared.ts'))).toBeNull();
    expect(chunkOf(forms('printed/layout.ts'))).toBeNull();
  });
});
