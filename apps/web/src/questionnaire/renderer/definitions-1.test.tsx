import { describeDefinitions } from './definitions-check';

/** Form types 0, 4, 8, … of the registry, generated from their definitions (definitions-check.tsx). */
await describeDefinitions(0);
