import type { Form, FormData, FormGroup, SupportingDoc, ValidationResult, WorkflowState } from '@taxcert/contracts';
import { IdSequence } from './ids';
import { ownPages } from './own-pages';

/** What the customer signed, kept as evidence for the signed PDF. */
export interface SignatureEvidence {
  printName: string;
  capacity: string;
  signDate: string;
  signedAt: string;
  pinVerified: boolean;
  /** SHA-256 (hex) of the signed answers. */
  dataHash: string;
  /** The request the signature answered, so a repeated sign is recognised as the same operation. */
  requestKey: string;
  /**
   * The day the server accepted as the date of signing (yyyy-MM-dd, from `signDate` in the sign dialog's format):
   * what the validity counts from. Absent on evidence made before it was kept.
   */
  signedOn?: string;
}

export interface FormRecord {
  form: Form;
  customerId: number;
  signature: SignatureEvidence | null;
  /** Set when the form reached stage 4. */
  submittedAt: string | null;
  /** The form group the form belongs to: its workflow then goes through the group's calls. */
  groupId?: number;
  /** Last created or read (simulator clock, ms): what pruning goes by. */
  lastUsed: number;
  /** When the form was added (simulator clock, ms): no date of signing is before it. */
  createdAt: number;
}

export interface GroupRecord {
  group: FormGroup;
  customerId: number;
  signature: SignatureEvidence | null;
  submittedAt: string | null;
  lastUsed: number;
  /** When the group was added (simulator clock, ms): no date of signing is before it. */
  createdAt: number;
}

export interface StoredFile {
  doc: SupportingDoc;
  customerId: number;
  link: { type: 'form' | 'formGroup'; id: number } | null;
  mimeType: string;
  bytes: Buffer;
  /** For collectable docs (affidavit): the data it was generated from. */
  collectable?: {
    type: 'AffidavitOfUnchangedStatus';
    data: Record<string, string>;
    signature: SignatureEvidence | null;
  };
  lastUsed: number;
}

export const newWorkflowState = (): WorkflowState => ({ stage: 0, updatedAt: null });

/**
 * The most forms (a group's forms included) and groups one customer may hold at once: past them an
 * add answers 400 code 4001 (ErrorCodes.CustomerLimitReached) until retention prunes unused ones. A customer
 * needs a few per account (26 form types, 2 groups); these leave ample room for QA and the browser tests while
 * bounding what one customer's sessions can make the simulator keep.
 */
export const CUSTOMER_CAPS = { forms: 250, groups: 50 } as const;

/**
 * Every customer's forms, groups and documents, in memory. No HTTP types here. Records not created or
 * read for a while are pruned: memory does not only grow.
 */
export class FormStore {
  private readonly forms = new Map<number, FormRecord>();
  private readonly groups = new Map<number, GroupRecord>();
  private readonly files = new Map<number, StoredFile>();
  private readonly formIds = new IdSequence(100001);
  private readonly groupIds = new IdSequence(200001);
  private readonly docIds = new IdSequence(300001);
  /** Forms and groups each customer holds now (kept as records are added and pruned). */
  private readonly held = new Map<number, { forms: number; groups: number }>();

  private heldBy(customerId: number): { forms: number; groups: number } {
    let held = this.held.get(customerId);
    if (!held) {
      held = { forms: 0, groups: 0 };
      this.held.set(customerId, held);
    }
    return held;
  }

  /** Which cap adding `forms` forms and `groups` groups for a customer would pass, or null when there is room. */
  capReached(customerId: number, forms: number, groups = 0): 'forms' | 'groups' | null {
    const held = this.held.get(customerId) ?? { forms: 0, groups: 0 };
    if (groups > 0 && held.groups + groups > CUSTOMER_CAPS.groups) return 'groups';
    return held.forms + forms > CUSTOMER_CAPS.forms ? 'forms' : null;
  }

  /** `clock`: the simulator's clock (ms since the epoch). */
  constructor(private readonly clock: () => number = Date.now) {}

  addForm(input: { customerId: number; accountId: number; formType: string; data: FormData }): FormRecord {
    this.heldBy(input.customerId).forms += 1;
    const record: FormRecord = {
      customerId: input.customerId,
      signature: null,
      submittedAt: null,
      lastUsed: this.clock(),
      createdAt: this.clock(),
      form: {
        formType: input.formType,
        formId: this.formIds.take(),
        data: input.data,
        customerDbId: input.customerId,
        accountId: input.accountId,
        validationResult: null,
        supportingDocs: [],
        review: { reviewed: false, reviewedAt: null },
        workflowState: newWorkflowState(),
        collectableSupportingDocs: [],
      },
    };
    this.forms.set(record.form.formId, record);
    return record;
  }

  /** A form of this customer, or undefined (another customer's form is as good as missing). */
  getForm(customerId: number, formId: number): FormRecord | undefined {
    const record = this.forms.get(formId);
    if (record?.customerId !== customerId) return undefined;
    record.lastUsed = this.clock();
    return record;
  }

  addGroup(input: { customerId: number; accountId: number; groupType: string; forms: FormRecord[] }): GroupRecord {
    this.heldBy(input.customerId).groups += 1;
    const record: GroupRecord = {
      customerId: input.customerId,
      signature: null,
      submittedAt: null,
      lastUsed: this.clock(),
      createdAt: this.clock(),
      group: {
        formGroupId: this.groupIds.take(),
        groupType: input.groupType,
        accountId: input.accountId,
        customerDbId: input.customerId,
        forms: input.forms.map((f) => f.form),
        supportingDocs: [],
        review: { reviewed: false, reviewedAt: null },
        workflowState: newWorkflowState(),
        collectableSupportingDocs: [],
      },
    };
    this.groups.set(record.group.formGroupId, record);
    for (const form of input.forms) form.groupId = record.group.formGroupId;
    return record;
  }

  getGroup(customerId: number, groupId: number): GroupRecord | undefined {
    const record = this.groups.get(groupId);
    if (record?.customerId !== customerId) return undefined;
    record.lastUsed = this.clock();
    return record;
  }

  /** Keeps a file: a copy of its bytes in pages of their own (`ownPages`), so the caller's Buffer can go. */
  addFile(input: Omit<StoredFile, 'doc' | 'lastUsed'> & { doc: Omit<SupportingDoc, 'id'> }): StoredFile {
    const stored: StoredFile = {
      ...input,
      bytes: ownPages(input.bytes),
      doc: { ...input.doc, id: this.docIds.take() },
      lastUsed: this.clock(),
    };
    this.files.set(stored.doc.id, stored);
    return stored;
  }

  getFile(customerId: number, id: number): StoredFile | undefined {
    const file = this.files.get(id);
    if (file?.customerId !== customerId) return undefined;
    file.lastUsed = this.clock();
    return file;
  }

  deleteFile(customerId: number, id: number): StoredFile | undefined {
    const file = this.getFile(customerId, id);
    if (file) this.files.delete(id);
    return file;
  }

  /** Bytes of the documents a customer's forms and groups hold (uploads and generated PDFs). */
  storedBytes(customerId: number): number {
    let total = 0;
    for (const file of this.files.values()) if (file.customerId === customerId) total += file.bytes.length;
    return total;
  }

  /** How many forms, groups and files are kept. */
  get counts(): { forms: number; groups: number; files: number } {
    return { forms: this.forms.size, groups: this.groups.size, files: this.files.size };
  }

  /**
   * Drops forms, groups and files nobody created or read for `keepMs`: a group with its forms, a file with
   * the form or group it belongs to (an unlinked file by its own use); a form of a group lives as long as
   * its group.
   */
  prune(keepMs: number, now = this.clock()): void {
    const old = (record: { lastUsed: number }) => now - record.lastUsed > keepMs;
    const gone = { form: new Set<number>(), formGroup: new Set<number>() };
    for (const [id, record] of this.groups) {
      if (!old(record)) continue;
      this.groups.delete(id);
      gone.formGroup.add(id);
      this.release(record.customerId, 0, 1);
      for (const form of record.group.forms) {
        if (this.forms.delete(form.formId)) this.release(record.customerId, 1, 0);
        gone.form.add(form.formId);
      }
    }
    for (const [id, record] of this.forms) {
      if (record.groupId === undefined && old(record)) {
        this.forms.delete(id);
        this.release(record.customerId, 1, 0);
        gone.form.add(id);
      }
    }
    for (const [id, file] of this.files) {
      if (file.link ? gone[file.link.type].has(file.link.id) : old(file)) this.files.delete(id);
    }
  }

  private release(customerId: number, forms: number, groups: number): void {
    const held = this.heldBy(customerId);
    held.forms -= forms;
    held.groups -= groups;
    if (held.forms <= 0 && held.groups <= 0) this.held.delete(customerId);
  }

  setValidation(record: FormRecord, data: FormData, result: ValidationResult): void {
    record.form.data = data;
    record.form.validationResult = result;
  }
}
