import { contract } from '@taxcert/contracts';
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { notFound } from '../domain/failure';
import { renderAffidavitPdf } from '../pdf/render-affidavit';
import { requireCustomer } from '../plugins/session';
import type { StoredFile } from '../store/forms';
import { disposition } from '../domain/disposition';
import { s } from './server';

/**
 * Serves a stored file with the type its bytes showed at upload. ts-rest sets the contract's generic
 * `application/octet-stream` after the handler returns, which would make a browser download a PDF it
 * should show in the new tab; this reply keeps the file's own type.
 */
interface HeaderSetter {
  header: (name: string, value: string) => unknown;
}
function keepContentType(reply: HeaderSetter, type: string): void {
  const header = reply.header.bind(reply);
  header('content-type', type);
  reply.header = (name, value) => (name.toLowerCase() === 'content-type' ? reply : header(name, value));
}

export function supportingDocsRoutes(ctx: SimContext) {
  const fileOf = (request: FastifyRequest, id: number): StoredFile => {
    const { customer } = requireCustomer(ctx, request);
    const file = ctx.store.getFile(customer.customerId, id);
    if (!file) throw notFound(`Supporting document ${id}`);
    return file;
  };
  const unlink = (file: StoredFile) => {
    if (!file.link) return;
    const owner =
      file.link.type === 'form'
        ? ctx.store.getForm(file.customerId, file.link.id)?.form
        : ctx.store.getGroup(file.customerId, file.link.id)?.group;
    if (!owner) return;
    owner.supportingDocs = owner.supportingDocs.filter((d) => d.id !== file.doc.id);
    owner.collectableSupportingDocs = owner.collectableSupportingDocs.filter((d) => d.linkedId !== file.doc.id);
  };
  const remove = (request: FastifyRequest, id: number) => {
    const file = fileOf(request, id);
    ctx.store.deleteFile(file.customerId, id);
    unlink(file);
    return { status: 200 as const, body: { deleted: true as const, isNoFormDoc: file.doc.isNoFormDoc } };
  };

  return s.router(contract.supportingDocs, {
    download: async ({ params, request, reply }) => {
      const file = fileOf(request, params.id);
      reply.header('content-disposition', disposition('attachment', file.doc.originalFileName));
      keepContentType(reply, file.mimeType);
      return { status: 200, body: file.bytes };
    },
    view: async ({ params, request, reply }) => {
      const file = fileOf(request, params.id);
      reply.header('content-disposition', disposition('inline', file.doc.originalFileName));
      keepContentType(reply, file.mimeType);
      return { status: 200, body: file.bytes };
    },
    preview: async ({ body, request, reply }) => {
      const { customer } = requireCustomer(ctx, request);
      const pdf = await renderAffidavitPdf({
        data: body.collectableSupportingDocData,
        customerName: customer.name,
        mode: 'preview',
        signature: null,
      });
      reply.header('content-disposition', disposition('inline', 'affidavit-preview.pdf'));
      return { status: 200, body: pdf };
    },
    signedPdf: async ({ params, request, reply }) => {
      const file = fileOf(request, params.id);
      if (!file.collectable) throw notFound(`A signed collectable document ${params.id}`);
      reply.header('content-disposition', disposition('attachment', file.doc.fileName));
      return { status: 200, body: file.bytes };
    },
    linkedCollectableDocForm: async ({ params, request }) => {
      const { customer } = requireCustomer(ctx, request);
      const form = ctx.store.getForm(customer.customerId, params.id);
      if (!form) throw notFound(`Form ${params.id}`);
      return {
        status: 200,
        body: { linkedCollectableSupportingDocId: form.form.collectableSupportingDocs[0]?.linkedId ?? null },
      };
    },
    linkedCollectableDocFormGroup: async ({ params, request }) => {
      const { customer } = requireCustomer(ctx, request);
      const group = ctx.store.getGroup(customer.customerId, params.id);
      if (!group) throw notFound(`Form group ${params.id}`);
      return {
        status: 200,
        body: { linkedCollectableSupportingDocId: group.group.collectableSupportingDocs[0]?.linkedId ?? null },
      };
    },
    delete: async ({ params, request }) => remove(request, params.id),
    deleteFileUpload: async ({ params, request }) => remove(request, params.id),
  });
}
