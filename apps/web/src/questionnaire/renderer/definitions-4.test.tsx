import { describeDefinitions } from './definitions-check';

/** Form types 3, 7, 11, … of the registry, generated from their definitions (definitions-check.tsx). */
await describeDefinitions(3);
