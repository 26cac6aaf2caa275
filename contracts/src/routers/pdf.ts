import { c } from '../c';
import { BinarySchema } from '../schemas/common';

/** A PDF body; its file name comes in content-disposition (default form.pdf). */
export const pdfResponse = c.otherResponse({ contentType: 'application/pdf', body: BinarySchema });
/** Any stored file (uploaded supporting documents keep their own type). */
export const fileResponse = c.otherResponse({ contentType: 'application/octet-stream', body: BinarySchema });
