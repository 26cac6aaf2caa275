/**
 * A scripted XMLHttpRequest for tests of the upload call (install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`): records what is sent and lets the test answer.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static get last(): FakeXhr {
    const last = FakeXhr.all.at(-1);
    if (!last) throw new Error('No upload was sent');
    return last;
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;
  settled = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.settled = true;
    this.onabort?.();
  }
  /** The file sent in the multipart field "file". */
  get fileName(): string {
    const file = (this.body as FormData).get('file');
    return file instanceof File ? file.name : '';
  }
  answer(status: number, body: unknown): void {
    this.settled = true;
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
}
