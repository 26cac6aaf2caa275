import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAt, findPageHeading, renderAppAt } from '../app-on-simulator';
import { fetchFromSimulator, simulatorForFile } from '../../testing/on-simulator';

/**
 * Routes opened by their address — the whole route table in happy-dom, a fresh start-up each, its calls answered by
 * the simulator (ADR 090) — moved from the browser (ADR 102): each status path of app-shell.md §2 shows its title
 * with the text of §8 (e2e/routes.e2e.ts keeps the axe check of each distinct status screen), and the questionnaire's
 * route sends the customer to form selection when the configuration turns it off (from e2e/prequal.e2e.ts).
 */
const simulator = simulatorForFile();

const STATUS_PAGES: [path: string, title: string, text: string][] = [
  ['/loggedout', 'You have logged out', 'You have been logged out.'],
  [
    '/sessiontimeout',
    'Your session has timed out',
    'For your privacy, you have been logged out after a period of inactivity.',
  ],
  ['/alreadyloggedin', 'Already signed in', 'You are already signed in.'],
  ['/unauthorized', 'Access denied', 'For your security your access to this page has been denied.'],
  ['/unlicensed', 'Access not granted', 'You have not been permissioned to access this module.'],
  [
    '/unavailable',
    'Platform access not activated',
    'Your access to the platform has not yet been activated. Please reach out to your designated contact.',
  ],
  ['/unsupported', 'Not supported', 'This feature is not currently supported.'],
  ['/server', 'Something went wrong', 'Unfortunately the operation was not completed.'],
  [
    '/no-internet',
    'No connection',
    'Something went wrong during sending request to the server. Please check your internet connection or try again later.',
  ],
  [
    '/insufficient-information',
    'Insufficient information',
    'Your Account has insufficient information to complete this form.',
  ],
  ['/no/such/page', 'Page not found', 'The requested resource does not exist.'],
];

describe('status pages by their address (app-shell.md §2, §8)', () => {
  it.each(STATUS_PAGES)('%s shows "%s" with its text', async (path, title, text) => {
    await fetchFromSimulator(simulator.app);
    await renderAppAt(path);
    expect(await findPageHeading(title)).toBeTruthy();
    // Contained in the page's text, as the browser test's getByText matched it.
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
    await expectAt(path);
  });
});

describe('the pre-qualifying questionnaire when the configuration turns it off (questionnaire-and-forms.md §2)', () => {
  it('is not offered: its address sends the customer to form selection', async () => {
    await fetchFromSimulator(simulator.app, 'default');
    await renderAppAt('/pre-qualifying-questionnaire');
    await expectAt('/form-selection');
    expect(await findPageHeading('Welcome, Jane Doe')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Which form do I need?' })).toBeNull();
  });
});
