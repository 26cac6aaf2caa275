/** The pre-qualifying questionnaire: its definition, the recommendation and the answers it carries. */
export { prequal, prequalCanada, prequalDefinition, INDIVIDUAL, ENTITY } from './definition';
export { recommendForms, outcomeOf, isOffered, type Availability, type Recommendation } from './recommend';
export { carryAnswers } from './carry';
export { prequalVariant, prequalDefinitionOf, type PrequalVariant } from './variant';
