import type { Form, FormData, FormGroup, SupportingDoc, ValidationResult, WorkflowState } from '@taxcert/contracts';
import { IdSequence } from './ids';

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
}

export interface FormRecord {
  form: Form;
  customerId: number;
  signature: SignatureEvidence | null;
  /** Set when the form reached stage 4. */
  submittedAt: string | null;
  /** The form group the form belongs to: its workflow then goes through the group's calls. */
  groupId?: number;
}

export interface GroupRecord {
  group: FormGroup;
  customerId: number;
  signature: SignatureEvidence | null;
  submittedAt: string | null;
}

export interface StoredFile {
  doc: SupportingDoc;
  customerId: number;
  link: { type: 'form' | 'formGroup'; id: number } | null;
  mimeType: string;
  bytes: Buffer;
  /** For collectable docs (affidavit): the data it was generated from. */
  collectable?: { type: 'AffidavitOfUnchangedStatus'; data: Record<string, string>; signature: SignatureEvidence | null };
}

export const newWorkflowState = (): WorkflowState => ({ stage: 0, updatedAt: null });

/** Every customer's forms, groups and documents, in memory. No HTTP types here. */
export class FormStore {
  private readonly forms = new Map<number, FormRecord>();
  private readonly groups = new Map<number, GroupRecord>();
  private readonly files = new Map<number, StoredFile>();
  private readonly formIds = new IdSequence(100001);
  private readonly groupIds = new IdSequence(200001);
  private readonly docIds = new IdSequence(300001);

  addForm(input: { customerId: number; accountId: number; formType: string; data: FormData }): FormRecord {
    const record: FormRecord = {
      customerId: input.customerId,
      signature: null,
      submittedAt: null,
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
    return record?.customerId === customerId ? record : undefined;
  }

  addGroup(input: { customerId: number; accountId: number; groupType: string; forms: FormRecord[] }): GroupRecord {
    const record: GroupRecord = {
      customerId: input.customerId,
      signature: null,
      submittedAt: null,
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
    return record?.customerId === customerId ? record : undefined;
  }

  addFile(input: Omit<StoredFile, 'doc'> & { doc: Omit<SupportingDoc, 'id'> }): StoredFile {
    const stored: StoredFile = { ...input, doc: { ...input.doc, id: this.docIds.take() } };
    this.files.set(stored.doc.id, stored);
    return stored;
  }

  getFile(customerId: number, id: number): StoredFile | undefined {
    const file = this.files.get(id);
    return file?.customerId === customerId ? file : undefined;
  }

  deleteFile(customerId: number, id: number): StoredFile | undefined {
    const file = this.getFile(customerId, id);
    if (file) this.files.delete(id);
    return file;
  }

  setValidation(record: FormRecord, data: FormData, result: ValidationResult): void {
    record.form.data = data;
    record.form.validationResult = result;
  }
}
