export { FailureError, failedAnswer, failureCode, httpFailure, toFailure, type Failure } from './failure';
export { REACTIONS, reactTo, type DialogStep, type FailureContext, type Reaction } from './reactions';
export { loginUrl, useFailureHandler } from './use-failure-handler';
