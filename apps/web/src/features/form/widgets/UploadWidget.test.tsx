import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadContext, type UploadSettings } from './contexts';
import { checkUploadFile, UploadWidget } from './UploadWidget';
import { renderWidget, widgetI18n } from './widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n();
});
afterEach(cleanup);

const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);
const input = () => screen.getByLabelText<HTMLInputElement>('Question label');
const alert = () => screen.getByRole('alert');
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(input(), { target: { files } });
  });
};
const withSettings = (settings: UploadSettings) => (children: React.ReactNode) => (
  <UploadContext.Provider value={settings}>{children}</UploadContext.Provider>
);

describe('checkUploadFile', () => {
  it('accepts PDF, CSV, XLS, XLSX in any case, up to the limit', () => {
    for (const name of ['a.pdf', 'b.CSV', 'c.xls', 'd.Xlsx']) expect(checkUploadFile({ name, size: 10 }, 5)).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 5 * 1024 * 1024 }, 5)).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 5 * 1024 * 1024 + 1 }, 5)?.key).toBe('widgets.upload.tooLarge');
    expect(checkUploadFile({ name: 'a.docx', size: 10 }, 5)?.key).toBe('widgets.upload.wrongType');
    expect(checkUploadFile({ name: 'a.pdf', size: 0 }, 5)?.key).toBe('widgets.upload.empty');
  });
});

describe('UploadWidget', () => {
  it('takes one file of the four types, and says the size limit from the context', () => {
    renderWidget(UploadWidget, i18n, { question: { widget: 'text' }, wrap: withSettings({ maxSizeMb: 2 }) });
    expect(input().type).toBe('file');
    expect(input().accept).toBe('.pdf,.csv,.xls,.xlsx');
    expect(input().multiple).toBe(false);
    expect(screen.getByText('One PDF, CSV, XLS or XLSX file, up to 2 MB.')).toBeTruthy();
  });

  it('uploads a good file through onFile and shows its name with a Remove button', async () => {
    const onFile = vi.fn(async () => undefined);
    const onRemove = vi.fn();
    const host = renderWidget(UploadWidget, i18n, { question: { widget: 'text' }, wrap: withSettings({ onFile, onRemove }) });
    const file = fileOf('statement.pdf', 100);
    await choose(file);
    expect(onFile).toHaveBeenCalledWith(file, 'block.q');
    expect(host.last()).toBe('statement.pdf');
    expect(screen.getByText('File: statement.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(host.last()).toBe('');
    expect(onRemove).toHaveBeenCalledWith('block.q', 'statement.pdf');
    expect(document.activeElement).toBe(input());
  });

  it('refuses a wrong type, naming the file', async () => {
    const onFile = vi.fn();
    const host = renderWidget(UploadWidget, i18n, { question: { widget: 'text' }, wrap: withSettings({ onFile }) });
    await choose(fileOf('photo.jpg', 100));
    expect(alert().textContent).toBe('photo.jpg cannot be uploaded: only PDF, CSV, XLS and XLSX files are accepted.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toContain('field-upload-error');
    expect(onFile).not.toHaveBeenCalled();
    expect(host.changes).toEqual([]);
  });

  it('refuses a file over the size limit, naming the file and the limit', async () => {
    renderWidget(UploadWidget, i18n, { question: { widget: 'text' }, wrap: withSettings({ maxSizeMb: 1 }) });
    await choose(fileOf('big.xlsx', 1024 * 1024 + 1));
    expect(alert().textContent).toBe('big.xlsx cannot be uploaded: it is larger than 1 MB.');
  });

  it('refuses an empty file', async () => {
    renderWidget(UploadWidget, i18n, { question: { widget: 'text' } });
    await choose(fileOf('empty.csv', 0));
    expect(alert().textContent).toBe('empty.csv cannot be uploaded: the file is empty.');
  });

  it('refuses several files at once', async () => {
    renderWidget(UploadWidget, i18n, { question: { widget: 'text' } });
    await choose(fileOf('a.pdf', 1), fileOf('b.pdf', 1));
    expect(alert().textContent).toBe('Choose one file only.');
  });

  it('says so when the upload fails, keeping no answer', async () => {
    const host = renderWidget(UploadWidget, i18n, {
      question: { widget: 'text' },
      wrap: withSettings({ onFile: () => Promise.reject(new Error('network')) }),
    });
    await choose(fileOf('statement.pdf', 10));
    await waitFor(() => expect(alert().textContent).toBe('statement.pdf could not be uploaded. Try again.'));
    expect(host.changes).toEqual([]);
  });

  it('shows the required message when required, missing and the question shows its errors', () => {
    renderWidget(UploadWidget, i18n, { question: { widget: 'text' }, required: true, invalid: true });
    expect(alert().textContent).toBe('Upload the supporting document.');
    cleanup();
    renderWidget(UploadWidget, i18n, { question: { widget: 'text' }, required: true, invalid: false });
    expect(alert().textContent).toBe('');
    cleanup();
    renderWidget(UploadWidget, i18n, { question: { widget: 'text' }, required: true, invalid: true, value: 'statement.pdf' });
    expect(alert().textContent).toBe('');
  });
});
