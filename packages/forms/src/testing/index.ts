/**
 * Test support over any form definition (`@taxcert/forms/testing`): the engine and component tests
 * generated from each definition use it, so a new definition is covered with no new test code. Not
 * imported by the apps.
 */
export {
  coveringStates,
  declaredRules,
  exploreDefinition,
  visiblePlaces,
  type Exploration,
  type ExploreOptions,
  type Place,
  type QuestionPath,
  type RuleSite,
} from './explore';
export { fireRule } from './fire';
