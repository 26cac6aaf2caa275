import type { CheckDef } from '@taxcert/engine';
import type { FormGroupType } from '../catalogue';
import { crsiw8benChecks } from './crsiw8ben';

/**
 * The checks of each form group across its forms (answers of the forms that must agree), by group type; a
 * group's definition (`loadGroupDefinition`) carries them after its members' own.
 */
export const groupChecks: Readonly<Record<FormGroupType, readonly CheckDef[]>> = {
  crsiw8ben: crsiw8benChecks,
};
