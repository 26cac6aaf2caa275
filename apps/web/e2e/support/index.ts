export {
  describeWithSimulator,
  type SimulatorSuite,
  type SimulatorSuiteOptions,
  type SimulatorTest,
  type SimulatorTestOptions,
} from './describe';
export {
  dayIn,
  formatDay,
  pageNow,
  pauseClock,
  runPageClockUntil,
  signDayAt,
  SimClock,
  TEST_START,
  TEST_TIME_ZONE,
  testNow,
  todayWhile,
  type CalendarDay,
} from './clock';
export { pdfText } from './pdf';
export { resultsDir, screenshotsWanted } from './results';
export {
  acceptAgreements,
  desktop,
  axeOn,
  EVERY_BLOCK_RENDERED,
  expectAccessible,
  LANGUAGE_RULES,
  recordCookieWrites,
  renderEveryBlock,
  requestBarrier,
  openUploadDialog,
  phone,
  pickFiles,
  screenshots,
  signInAs,
  signInByCalls,
  submitSignIn,
  switchScenario,
  type Session,
  type SessionOptions,
} from './shared';
export { signIn } from './sign-in';
export { requestAuthLink, webRoot, type RunningSimulator } from './simulator';
