export { launchBrowser, type TestBrowser } from './browser';
export { dayIn, formatDay, pageNow, pauseClock, runPageClockUntil, signDayAt, SimClock, TEST_START, TEST_TIME_ZONE, testNow, todayWhile, type CalendarDay } from './clock';
export { pdfText } from './pdf';
export { resultsDir } from './results';
export {
  acceptAgreements,
  desktop,
  expectAccessible,
  launchShared,
  newSession,
  recordCookieWrites,
  requestBarrier,
  phone,
  screenshots,
  signInAs,
  submitSignIn,
  switchScenario,
  withSession,
  type Session,
  type SessionOptions,
  useSharedSimulator,
} from './shared';
export { signIn } from './sign-in';
export { requestAuthLink, startSimulator, webRoot, type RunningSimulator } from './simulator';
