import { groupDefinition, type FormDefinition } from '@taxcert/engine';
import {
  addCatalogueEntry,
  catalogueEntryOf,
  formGroupCatalogue,
  isCatalogued,
  isFormGroup,
  type FormTraits,
  type FormType,
} from './catalogue';

/**
 * Form type -> lazy loader of its definition. Each loader is a dynamic import, so a bundler can
 * put each form family in its own chunk. A new form is one folder plus one line here.
 */
const definitionLoaders: Partial<Record<FormType, () => Promise<FormDefinition>>> = {
  w9_2024: () => import('./w9/w9_2024').then((m) => m.w9_2024),
  w9_2018: () => import('./w9/w9_2018').then((m) => m.w9_2018),
  w8ben_2021: () => import('./w8ben/w8ben_2021').then((m) => m.w8ben_2021),
  w8imy_2021: () => import('./w8imy/w8imy_2021').then((m) => m.w8imy_2021),
  w8imy_2017: () => import('./w8imy/w8imy_2017').then((m) => m.w8imy_2017),
  w8bene_2021: () => import('./w8bene/w8bene_2021').then((m) => m.w8bene_2021),
  w8bene_2017: () => import('./w8bene/w8bene_2017').then((m) => m.w8bene_2017),
  w8ben: () => import('./w8ben/w8ben').then((m) => m.w8ben),
  w8eci_2021: () => import('./w8eci/w8eci').then((m) => m.w8eci_2021),
  w8eci: () => import('./w8eci/w8eci').then((m) => m.w8eci),
  w8exp_2023: () => import('./w8exp/w8exp').then((m) => m.w8exp_2023),
  w8exp: () => import('./w8exp/w8exp').then((m) => m.w8exp),
  crsi_2024: () => import('./crsi/crsi_2024').then((m) => m.crsi_2024),
  crsi: () => import('./crsi/crsi').then((m) => m.crsi),
  crse: () => import('./crse/crse').then((m) => m.crse),
  crscp: () => import('./crscp/crscp').then((m) => m.crscp),
  ucrse_2019: () => import('./crse/crse').then((m) => m.ucrse_2019),
  fatca_crsi_2023: () => import('./fatcacrs/fatca_crsi_2023').then((m) => m.fatca_crsi_2023),
  fatca_crse_2022: () => import('./fatcacrs/fatca_crse').then((m) => m.fatca_crse_2022),
  fatca_crse_2023: () => import('./fatcacrs/fatca_crse').then((m) => m.fatca_crse_2023),
  rc518_2024: () => import('./rc/rc518').then((m) => m.rc518_2024),
  rc518: () => import('./rc/rc518').then((m) => m.rc518),
  rc519_2024: () => import('./rc/rc519').then((m) => m.rc519_2024),
  rc519: () => import('./rc/rc519').then((m) => m.rc519),
};

type Loader = () => Promise<FormDefinition>;

/** Loaders of the form types added beside the catalogue's (see `registerFormType`). */
const addedLoaders = new Map<string, Loader>();

const loaderOf = (type: string): Loader | undefined =>
  isCatalogued(type) ? definitionLoaders[type] : addedLoaders.get(type);

/** A form type added beside the spec's catalogue: its catalogue traits and its definition's loader. */
export interface FormTypeRegistration {
  formType: string;
  traits: FormTraits;
  load: Loader;
}

/**
 * Adds a form type to the catalogue and the registry until the returned function removes it again: for
 * tests and tools that need a form type the spec does not list (e.g. a small test-only definition driven
 * through the simulator). Nothing registers on import; the spec's form types are the lines above.
 */
export function registerFormType(registration: FormTypeRegistration): () => void {
  const removeEntry = addCatalogueEntry(catalogueEntryOf(registration.formType, registration.traits));
  addedLoaders.set(registration.formType, registration.load);
  return () => {
    removeEntry();
    addedLoaders.delete(registration.formType);
  };
}

/** True when a definition exists for the form type (catalogued types may not have one yet). */
export function hasDefinition(type: string): boolean {
  return loaderOf(type) !== undefined;
}

/** The definition of a form type, or undefined for an unknown type or one not defined yet. */
export async function loadDefinition(type: string): Promise<FormDefinition | undefined> {
  const load = loaderOf(type);
  return load ? load() : undefined;
}

/** The form types that have a definition. */
export function definedFormTypes(): string[] {
  return [...Object.keys(definitionLoaders), ...addedLoaders.keys()].filter((type) => hasDefinition(type));
}

/**
 * The definition of a form group (questionnaire kind FormGroup): its members' definitions joined by
 * the engine's `groupDefinition`, or undefined when the group or a member is unknown or not defined.
 */
export async function loadGroupDefinition(type: string): Promise<(FormDefinition & { groupType: string }) | undefined> {
  if (!isFormGroup(type)) return undefined;
  const members = await Promise.all(formGroupCatalogue[type].map((member) => loadDefinition(member)));
  if (members.some((m) => m === undefined)) return undefined;
  return groupDefinition(
    type,
    members.filter((m): m is FormDefinition => m !== undefined),
  );
}
