import { ErrorCodes, type FormTypeConfig } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { centralRedirect, errorBody, isHttpFailure } from '../../lib/http-errors';
import { useNotifications } from '../../lib/notifications';

/**
 * Start a form: a type that cannot be prepopulated goes to /insufficient-information; otherwise
 * PUT /api/forms {isOnline, accountId, formType} and open the new form.
 */
export function useStartForm() {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const mutation = api.forms.add.useMutation();

  async function start(form: FormTypeConfig, accountId: number): Promise<void> {
    if (!form.canPrepopulate) {
      void navigate('/insufficient-information');
      return;
    }
    try {
      const { body } = await mutation.mutateAsync({ body: { isOnline: true, accountId, formType: form.formType } });
      if (body.success && body.formId) {
        void navigate(`/forms/${form.formType}/${body.formId}`);
        return;
      }
      notify({
        code: body.error?.code ?? ErrorCodes.UnexpectedAdd,
        message: body.error?.message ?? t('formSelection.addError'),
      });
    } catch (error) {
      // Adding a form ignores a 403 (app-shell.md §8); the other central redirects apply.
      if (isHttpFailure(error) && error.status === 403) return;
      const to = centralRedirect(error);
      if (to) {
        void navigate(to, { replace: true });
        return;
      }
      const body = errorBody(error);
      notify({ code: body?.code ?? ErrorCodes.UnexpectedAdd, message: body?.message ?? t('formSelection.addError') });
    }
  }

  return { start, pendingType: mutation.isPending ? mutation.variables?.body.formType : undefined };
}
