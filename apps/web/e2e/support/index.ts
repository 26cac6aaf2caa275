export { launchBrowser, type TestBrowser } from './browser';
export { pdfText } from './pdf';
export { resultsDir } from './results';
export {
  acceptAgreements,
  desktop,
  expectAccessible,
  launchShared,
  newSession,
  recordCookieWrites,
  phone,
  screenshots,
  signInAs,
  submitSignIn,
  switchScenario,
  withSession,
  type Session,
  useSharedSimulator,
} from './shared';
export { signIn } from './sign-in';
export { requestAuthLink, startSimulator, webRoot, type RunningSimulator } from './simulator';
