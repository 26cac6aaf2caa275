import { describeDefinitions } from './definitions-check';

/** Form types 2, 6, 10, … of the registry, generated from their definitions (definitions-check.tsx). */
await describeDefinitions(2);
