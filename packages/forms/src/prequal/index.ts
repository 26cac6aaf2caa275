/** The pre-qualifying questionnaire: its definition, the recommendation and the answers it carries. */
export { prequal, prequalCanada, prequalDefinition, EXEMPT_STATUSES } from './definition';
export { INDIVIDUAL, ENTITY } from './answers';
export { recommendForms, isOffered, type Availability, type Recommendation } from './recommend';
export { outcomeOf, REASONS, type Outcome, type Reason } from './outcome';
export { carryAnswers } from './carry';
export { prequalVariant, prequalDefinitionOf, type PrequalVariant } from './variant';
