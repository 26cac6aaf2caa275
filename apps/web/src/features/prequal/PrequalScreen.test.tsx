import type { OnlineConfig } from '@taxcert/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import onlineConfig from '../../../../../fixtures/config/online-config.json';
import { queryKeys } from '../../lib/api/api';
import { SelectedAccountProvider } from '../../lib/session/selected-account';
import { renderWithApp } from '../../testing/render-app';
import { PrequalScreen } from './PrequalScreen';

afterEach(cleanup);

const CANADIAN = 'Is the account held with a Canadian financial institution?';
const choose = (question: string, option: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: option }));

/** The default configuration offers both kinds of form (the standard variant is inferred) with the switch as given. */
async function openWith(preQualifyingCanadianVariant: boolean | null) {
  const config = {
    ...(onlineConfig as unknown as OnlineConfig),
    usePreQualifyingQuestionnaire: true,
    preQualifyingCanadianVariant,
  };
  await renderWithApp(
    <SelectedAccountProvider>
      <PrequalScreen />
    </SelectedAccountProvider>,
    '/pre-qualifying-questionnaire',
    'en',
    (client) => client.setQueryData(queryKeys.config, { status: 200, body: config, headers: new Headers() }),
  );
  choose('Is the account holder an individual or an organisation?', 'An individual');
  choose('Does the account holder receive income from US sources?', 'No');
  choose('Are you completing this as a controlling person of an entity account holder?', 'No');
  choose('Is the account holder a US citizen or other US person (including a US resident alien)?', 'No');
}

/** ADR 045: the Canadian variant of the pre-qualifying questionnaire is the configuration's switch. */
describe('preQualifyingCanadianVariant', () => {
  it('true: an institution offering both kinds of form asks the Canadian question', async () => {
    await openWith(true);
    expect(screen.getByRole('radiogroup', { name: CANADIAN })).toBeTruthy();
  });

  it('null: inferred from the forms offered — both kinds offered, so the standard questions only', async () => {
    await openWith(null);
    expect(screen.queryByRole('radiogroup', { name: CANADIAN })).toBeNull();
  });
});
