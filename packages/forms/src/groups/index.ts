import { sharedAnswerChecks, type CheckDef, type FollowedBlockDef, type SharedAnswerDef } from '@taxcert/engine';
import type { FormGroupType } from '../catalogue';
import { crsiw8benChecks, crsiw8benFollows, crsiw8benShares } from './crsiw8ben';

/**
 * The answers of each form group entered once, in one form, and shown locked in another (ADR 029), by group type:
 * the web app fills them in and locks them, the simulator fills them in when the group is added.
 */
export const groupShares: Readonly<Record<FormGroupType, readonly SharedAnswerDef[]>> = {
  crsiw8ben: crsiw8benShares,
};

/**
 * The blocks of each form group's forms that follow a block of another form while the customer has not made them
 * differ (not locked, not checked: the group's checks compare them), by group type: the web app keeps them following,
 * the simulator fills in a blank one when the group is added.
 */
export const groupFollows: Readonly<Record<FormGroupType, readonly FollowedBlockDef[]>> = {
  crsiw8ben: crsiw8benFollows,
};

/**
 * The checks of each form group across its forms (answers of the forms that must agree), by group type: first a
 * rejection for each shared answer a form holds differently, then the group's own. Carried after the members'
 * own checks into the group's definition (the simulator's domain/group-checks.ts), so the browser and the
 * simulator refuse the same contradictions.
 */
export const groupChecks: Readonly<Record<FormGroupType, readonly CheckDef[]>> = {
  crsiw8ben: [...sharedAnswerChecks(crsiw8benShares), ...crsiw8benChecks],
};
