import { formCatalogue, isCatalogued } from '@taxcert/forms';
import { useApi } from '../../lib/api';
import { useFormLanguageHeaders } from '../../lib/form-locale';
import { expiryOf, signedOn } from './expiry';

/**
 * What the success page shows beyond the texts: the form (GET forms/{id}, for the sign date and thus the
 * W-8 expiry) and its linked collectable supporting document (GET supportingdocs/{id}/form/
 * getLinkedCollectableDocId, e.g. the affidavit of unchanged status). Both are extras: while loading, or
 * when they fail, the page simply shows less.
 */
export function useSuccessDetails(formId: number, formType: string, previewOnly: boolean) {
  const api = useApi();
  const headers = useFormLanguageHeaders(formType);
  const form = api.forms.get.useQuery({
    queryKey: ['forms', formId, 'success'],
    queryData: { params: { id: formId }, extraHeaders: headers },
    retry: false,
    staleTime: 0,
  });
  const linked = api.supportingDocs.linkedCollectableDocForm.useQuery({
    queryKey: ['forms', formId, 'linkedCollectableDoc'],
    queryData: { params: { id: formId } },
    retry: false,
    staleTime: 0,
    enabled: !previewOnly,
  });

  const loaded = form.data?.status === 200 ? form.data.body : null;
  const signed = loaded !== null && loaded.workflowState.stage >= 3;
  const section = isCatalogued(formType) ? formCatalogue[formType].signatureSection : null;
  const expiry =
    !previewOnly && signed && section ? expiryOf(formType, signedOn(formType, loaded.data[section]?.date, loaded.workflowState.updatedAt)) : null;
  const affidavitId = linked.data?.status === 200 ? linked.data.body.linkedCollectableSupportingDocId : null;
  return { expiry, affidavitId };
}
