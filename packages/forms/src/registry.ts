import { groupDefinition, type FormDefinition } from '@taxcert/engine';
import { formGroupCatalogue, isCatalogued, isFormGroup, type FormType } from './catalogue';

/**
 * Form type -> lazy loader of its definition. Each loader is a dynamic import, so a bundler can
 * put each form family in its own chunk. A new form is one folder plus one line here.
 */
const definitionLoaders: Partial<Record<FormType, () => Promise<FormDefinition>>> = {
  w9_2024: () => import('./w9/w9_2024').then((m) => m.w9_2024),
  w9_2018: () => import('./w9/w9_2018').then((m) => m.w9_2018),
  w8ben_2021: () => import('./w8ben/w8ben_2021').then((m) => m.w8ben_2021),
  crsi_2024: () => import('./crsi/crsi_2024').then((m) => m.crsi_2024),
};

/** True when a definition exists for the form type (catalogued types may not have one yet). */
export function hasDefinition(type: string): type is FormType {
  return isCatalogued(type) && definitionLoaders[type] !== undefined;
}

/** The definition of a form type, or undefined for an unknown type or one not defined yet. */
export async function loadDefinition(type: string): Promise<FormDefinition | undefined> {
  if (!isCatalogued(type)) return undefined;
  const load = definitionLoaders[type];
  return load ? load() : undefined;
}

/** The form types that have a definition. */
export function definedFormTypes(): FormType[] {
  return (Object.keys(definitionLoaders) as FormType[]).filter((type) => hasDefinition(type));
}

/**
 * The definition of a form group (questionnaire kind FormGroup): its members' definitions joined by
 * the engine's `groupDefinition`, or undefined when the group or a member is unknown or not defined.
 */
export async function loadGroupDefinition(type: string): Promise<(FormDefinition & { groupType: string }) | undefined> {
  if (!isFormGroup(type)) return undefined;
  const members = await Promise.all(formGroupCatalogue[type].map((member) => loadDefinition(member)));
  if (members.some((m) => m === undefined)) return undefined;
  return groupDefinition(type, members.filter((m): m is FormDefinition => m !== undefined));
}
