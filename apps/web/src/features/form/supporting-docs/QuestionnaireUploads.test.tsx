import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import config from '../../../../../../fixtures/config/online-config.json';
import supportingDocsCatalogue from '../../../../../../fixtures/languages/en/supporting-docs.json';
import { ApiProvider, createApi, queryKeys } from '../../../lib/api/api';
import { Connection } from '../../../lib/api/connection';
import { NotificationsProvider, useNotifications } from '../../../lib/ui/notifications';
import { createQueryClient } from '../../../lib/api/query-client';
import { RuntimeConfigProvider } from '../../../lib/config/runtime-config';
import { FakeXhr } from '../../../testing/upload-xhr';
import { checkUploadFile, UploadWidget } from '../../../questionnaire/widgets/UploadWidget';
import { renderWidget, widgetI18n } from '../../../testing/widget-test-utils';
import { QuestionnaireUploads } from './QuestionnaireUploads';

const FORM_ID = 100001;
const SUBJECT = { kind: 'form', type: 'w8imy_2021', id: FORM_ID } as const;
const docOf = (id: number, name: string) => ({
  id,
  type: 'simplewhdstatement',
  typeDescription: 'Simple withholding statement',
  localeDescription: 'Simple withholding statement',
  originalFileName: name,
  fileName: `${id}.pdf`,
  isNoFormDoc: false,
});

let i18n: I18n;
let client: QueryClient;
let fetchCalls: { method: string; url: string }[];
let leave: () => void;
let api: ReturnType<typeof createApi>;
beforeAll(async () => {
  i18n = await widgetI18n(supportingDocsCatalogue);
});
beforeEach(() => {
  FakeXhr.all = [];
  fetchCalls = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      fetchCalls.push({ method: init?.method ?? 'GET', url: input instanceof Request ? input.url : input.toString() });
      return new Response(JSON.stringify({ deleted: true, isNoFormDoc: false }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  client = createQueryClient();
  api = createApi('', () => 'en', new Connection());
  client.setQueryData(queryKeys.config, {
    status: 200,
    body: { ...config, uploadFileSettings: { ...config.uploadFileSettings, maxFileSize: 2 } },
    headers: new Headers(),
  });
  setForm([], 0);
});
afterEach(async () => {
  cleanup();
  // Let a discard on leaving (deferred one tick) finish inside its own test.
  await new Promise((resolve) => setTimeout(resolve, 10));
  vi.unstubAllGlobals();
});

function setForm(docs: object[], stage: number) {
  client.setQueryData(queryKeys.form(FORM_ID), {
    status: 200,
    body: { formId: FORM_ID, formType: 'w8imy_2021', supportingDocs: docs, workflowState: { stage, updatedAt: null } },
    headers: new Headers(),
  });
}
const formDocs = () =>
  (client.getQueryData(queryKeys.form(FORM_ID)) as { body: { supportingDocs: { id: number }[] } }).body.supportingDocs;

function Notices() {
  const { notifications } = useNotifications();
  const navigate = useNavigate();
  leave = () => void navigate('/form-selection');
  return <output aria-label="notices">{notifications.map((n) => `${n.code} - ${n.message}`).join('\n')}</output>;
}

const runtimeConfig = { apiHost: '', sessionTimeoutMinutes: 20, sessionWarningSeconds: 120 };

/** The widget in a form's uploads on the form route, with the app's providers (made once per test: a new API client would remount). */
const onFormRoute = (children: ReactNode) => (
  <RuntimeConfigProvider value={runtimeConfig}>
    <ApiProvider api={api}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[`/forms/w8imy_2021/${FORM_ID}`]}>
          <Routes>
            <Route
              path="/forms/:formType/:formId"
              element={
                <>
                  <QuestionnaireUploads subject={SUBJECT}>{children}</QuestionnaireUploads>
                  <Notices />
                </>
              }
            />
            <Route path="/forms/:formType/:formId/success" element={<Notices />} />
            <Route path="/form-selection" element={<Notices />} />
            <Route path="/sessiontimeout" element={<p>Session timed out page</p>} />
          </Routes>
        </MemoryRouter>
      </NotificationsProvider>
    </ApiProvider>
  </RuntimeConfigProvider>
);
const render = (options: Parameters<typeof renderWidget>[2] = {}) =>
  renderWidget(UploadWidget, i18n, {
    question: { id: 'simpleWhdStatement', widget: 'upload' },
    ...options,
    wrap: (children) => <QueryProvider>{onFormRoute(children)}</QueryProvider>,
  });
function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);
const input = () => screen.getByLabelText<HTMLInputElement>('Question label');
const alert = () => screen.getByRole('alert');
const notices = () => screen.getByLabelText('notices').textContent;
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(input(), { target: { files } });
  });
};
// An upload's answer is checked with the contract's schema, which loads with the first upload (upload.ts); loaded
// here first, so that its first transform in this test process does not count against a test's waiting time.
beforeAll(() => import('@taxcert/contracts'), 30_000);

const uploadOk = async (host: ReturnType<typeof render>, name = 'statement.pdf', id = 300001) => {
  await choose(fileOf(name, 100));
  await act(async () => FakeXhr.last.answer(200, [docOf(id, name)]));
  await waitFor(() => expect(host.last()).toBe(String(id)));
};

describe('checkUploadFile', () => {
  it('accepts PDF, CSV, XLS, XLSX in any case, up to the limit', () => {
    for (const name of ['a.pdf', 'b.CSV', 'c.xls', 'd.Xlsx']) expect(checkUploadFile({ name, size: 10 }, 5)).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 5 * 1024 * 1024 }, 5)).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 5 * 1024 * 1024 + 1 }, 5)?.key).toBe('widgets.upload.tooLarge');
    expect(checkUploadFile({ name: 'a.docx', size: 10 }, 5)?.key).toBe('widgets.upload.wrongType');
    expect(checkUploadFile({ name: 'a.pdf', size: 0 }, 5)?.key).toBe('widgets.upload.empty');
  });
});

describe('UploadWidget (the questionnaire uploader)', () => {
  it('takes one file of the four types, with the size limit from the configuration', () => {
    render();
    expect(input().type).toBe('file');
    expect(input().accept).toBe('.pdf,.csv,.xls,.xlsx');
    expect(input().multiple).toBe(false);
    expect(screen.getByText('One PDF, CSV, XLS or XLSX file, up to 2 MB.')).toBeTruthy();
  });

  it('hides the native input (never the browser\'s "No file chosen") behind a translated button that opens it', async () => {
    const host = render();
    expect(input().classList.contains('visually-hidden')).toBe(true);
    // The button is what the eye and the mouse use; keyboard and screen-reader users meet the input, named by the question.
    const button = screen.getByText('Choose a file');
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-hidden')).toBe('true');
    expect(button.tabIndex).toBe(-1);
    expect(screen.queryByRole('button', { name: 'Choose a file' })).toBeNull();
    const opened = vi.spyOn(input(), 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
    // The chosen file beside it, with nothing of the native control's own text.
    await uploadOk(host);
    expect(screen.getByText('File: statement.pdf')).toBeTruthy();
    expect(screen.getByText('Choose a file')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove statement.pdf' })).toBeTruthy();
  });

  it("uploads the file for the route's form as the question's document type; the answer is the document id", async () => {
    const host = render();
    await choose(fileOf('statement.pdf', 100));
    expect(FakeXhr.last.method).toBe('PUT');
    expect(FakeXhr.last.url).toBe(
      `/api/supportingdocs/upload?docCategory=supportingdocument&docType=simplewhdstatement&id=${FORM_ID}&linkType=form&category=questionnaire`,
    );
    expect(screen.getByText('Uploading statement.pdf…')).toBeTruthy();
    await act(async () => FakeXhr.last.answer(200, [docOf(300001, 'statement.pdf')]));
    await waitFor(() => expect(host.last()).toBe('300001'));
    expect(screen.getByText('File: statement.pdf')).toBeTruthy();
    expect(formDocs().map((doc) => doc.id)).toEqual([300001]);
  });

  it('Remove deletes the document (DELETE file/upload/{id}) and clears the answer', async () => {
    const host = render();
    await uploadOk(host);
    fireEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(host.last()).toBe('');
    await waitFor(() => expect(fetchCalls).toEqual([{ method: 'DELETE', url: '/api/file/upload/300001' }]));
    await waitFor(() => expect(formDocs()).toEqual([]));
    expect(document.activeElement).toBe(input());
  });

  it('a second file chosen replaces the first: uploaded, then the first deleted (no unlinked document left behind)', async () => {
    const host = render();
    await uploadOk(host);
    await uploadOk(host, 'corrected.pdf', 300002);
    await waitFor(() => expect(fetchCalls).toEqual([{ method: 'DELETE', url: '/api/file/upload/300001' }]));
    await waitFor(() => expect(formDocs().map((doc) => doc.id)).toEqual([300002]));
    expect(screen.getByText('File: corrected.pdf')).toBeTruthy();
  });

  it('clears itself when its document is deleted elsewhere (the supporting-documents list)', async () => {
    const host = render();
    await uploadOk(host);
    act(() => setForm([], 0));
    await waitFor(() => expect(host.last()).toBe(''));
    expect(screen.queryByText('File: statement.pdf')).toBeNull();
    expect(fetchCalls).toEqual([]);
  });

  it('discards its document when the customer leaves the form', async () => {
    const host = render();
    await uploadOk(host);
    act(() => leave());
    await waitFor(() => expect(fetchCalls).toEqual([{ method: 'DELETE', url: '/api/file/upload/300001' }]));
  });

  it('keeps its document when the form was just submitted', async () => {
    const host = render();
    await uploadOk(host);
    act(() => setForm([docOf(300001, 'statement.pdf')], 4));
    act(() => leave());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchCalls).toEqual([]);
  });

  it('a refused upload keeps no answer and notifies 400 with the server message appended', async () => {
    const host = render();
    await choose(fileOf('statement.pdf', 10));
    await act(async () => FakeXhr.last.answer(415, { code: 415, message: 'Not a PDF.' }));
    await waitFor(() => expect(alert().textContent).toBe('statement.pdf could not be uploaded. Try again.'));
    expect(notices()).toBe('400 - statement.pdf was not uploaded. Not a PDF.');
    expect(host.changes).toEqual([]);
  });

  it('an upload answered 403 with code 498 goes to /sessiontimeout', async () => {
    render();
    await choose(fileOf('statement.pdf', 10));
    await act(async () => FakeXhr.last.answer(403, { code: 498, message: 'Session timed out.' }));
    await screen.findByText('Session timed out page');
  });

  it('refuses a wrong type, a file over the limit, an empty file and several files before any call', async () => {
    render();
    await choose(fileOf('photo.jpg', 100));
    expect(alert().textContent).toBe('photo.jpg cannot be uploaded: only PDF, CSV, XLS and XLSX files are accepted.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await choose(fileOf('big.xlsx', 2 * 1024 * 1024 + 1));
    expect(alert().textContent).toBe('big.xlsx cannot be uploaded: it is larger than 2 MB.');
    await choose(fileOf('empty.csv', 0));
    expect(alert().textContent).toBe('empty.csv cannot be uploaded: the file is empty.');
    await choose(fileOf('a.pdf', 1), fileOf('b.pdf', 1));
    expect(alert().textContent).toBe('Choose one file only.');
    expect(FakeXhr.all).toEqual([]);
  });

  it('leaves a required file not chosen to the question’s own error under the field (one message, not two)', () => {
    render({ required: true, invalid: true });
    expect(alert().textContent).toBe('');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });
});
