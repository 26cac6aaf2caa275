import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render-app';
import { PdfPreviewFrame } from './PdfPreviewFrame';

/**
 * The review dialog's preview: the link's line is on the page from the start, the same element before and after the
 * PDF arrives, so that the "I have reviewed" box below it does not move under the customer's finger or pointer when
 * the PDF comes in (a phone hides the frame: the line says the PDF is being prepared).
 */
afterEach(cleanup);

const WAITING = 'Preparing the preview…';

describe('the preview PDF in the review dialog', () => {
  it('keeps the download line in place from the start: waiting, then the link in the same line', async () => {
    let arrive: (file: Blob) => void = () => undefined;
    const file = new Promise<Blob>((resolve) => (arrive = resolve));
    await renderWithApp(
      <PdfPreviewFrame
        queryKey={['preview-line']}
        load={async () => ({ status: 200, body: await file })}
        frameTitle="Preview of your form (PDF)"
        downloadLabel="Download the preview"
        fileName="w9_2024-preview.pdf"
      />,
    );
    // The frame's loading state (wide screens) and the line's (phones): one of them is shown, by the screen's width.
    const waiting = await screen.findAllByText(WAITING);
    const line = waiting.map((text) => text.closest('p')).find((p) => p !== null);
    expect(line).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download the preview' })).toBeNull();

    await act(async () => arrive(new Blob(['%PDF-1.7 preview'], { type: 'application/pdf' })));
    const link = await screen.findByRole('link', { name: 'Download the preview' });
    expect(link.closest('p')).toBe(line);
    expect(link.getAttribute('download')).toBe('w9_2024-preview.pdf');
    expect(screen.queryByText(WAITING)).toBeNull();
    expect(screen.getByTitle('Preview of your form (PDF)').tagName).toBe('IFRAME');
  });
});
