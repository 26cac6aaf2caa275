import { describeDefinitions } from './definitions-check';

/** Form types 1, 5, 9, … of the registry, generated from their definitions (definitions-check.tsx). */
await describeDefinitions(1);
