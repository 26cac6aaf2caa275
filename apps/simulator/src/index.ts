export { buildApp, defaultWebRoot, type BuildOptions, type SimApp } from './app';
export { loadFixtures, FixtureError, type Fixtures } from './fixtures/load';
export type { OutboxEntry } from './store/outbox';
