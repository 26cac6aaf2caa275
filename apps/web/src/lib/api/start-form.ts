import type { FormData, FormGroupConfig, FormTypeConfig } from '@taxcert/contracts';
import { ErrorCodes } from '@taxcert/contracts/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from './api';
import { useFailureHandler } from '../failures';
import { useNotifications } from '../ui/notifications';
import { paths } from '../navigation/paths';
import { useApiMutation } from './use-api-mutation';

/** `data` only when there is some (an empty object is not sent). */
const withData = <T extends object>(data: T | undefined): { data?: T } =>
  data && Object.keys(data).length > 0 ? { data } : {};

export type Startable = { kind: 'form'; entry: FormTypeConfig } | { kind: 'group'; entry: FormGroupConfig };

/**
 * Starting a form or a form group (app-shell.md §4, §5): one that cannot be prepopulated goes to
 * /insufficient-information; otherwise PUT forms {isOnline, accountId, formType} (or POST formgroups
 * {…, formTypes}) and open it (`leaveConfirmed`: the page's unsaved-changes question was already asked). `carried` answers per form type (the pre-qualifying questionnaire's) go with
 * the add call as its `data` (ADR 021), so the new form is saved with them. A refusal shows as a notification (unexpected: code -9999); a 403 is
 * ignored (§8 "add form ignores a 403"); the other central redirects apply.
 */
export function useStartForm() {
  const api = useApi();
  const navigate = useNavigate();
  const handleFailure = useFailureHandler();
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const addForm = useApiMutation(api.forms.add);
  const addGroup = useApiMutation(api.formGroups.add);
  const [pendingType, setPendingType] = useState<string | undefined>(undefined);

  /** Resolves true when the new form opens. */
  async function start(
    item: Startable,
    accountId: number,
    options: { replace?: boolean; carried?: Record<string, FormData> | undefined; leaveConfirmed?: boolean } = {},
  ): Promise<boolean> {
    // Leaving was confirmed before the form was added (useLeaveConfirmation): the guard does not ask again.
    const passGuard = options.leaveConfirmed ? { state: { leaveGuard: 'skip' } } : {};
    if (!item.entry.canPrepopulate) {
      void navigate(paths.insufficientInformation(), passGuard);
      return true;
    }
    setPendingType(item.entry.formType);
    try {
      const { body } =
        item.kind === 'form'
          ? await addForm.mutateAsync({
              body: {
                isOnline: true,
                accountId,
                formType: item.entry.formType,
                ...withData(options.carried?.[item.entry.formType]),
              },
            })
          : await addGroup.mutateAsync({
              body: { isOnline: true, accountId, formTypes: item.entry.formTypes, ...withData(options.carried) },
            });
      const id = item.kind === 'form' ? body.formId : body.formGroupId;
      if (body.success && id) {
        const path =
          item.kind === 'form'
            ? paths.form({ formType: item.entry.formType, formId: id })
            : paths.formGroup({ groupType: item.entry.formType, formGroupId: id });
        void navigate(path, { replace: options.replace ?? false, ...passGuard });
        return true;
      }
      notify({
        code: body.error?.code ?? ErrorCodes.UnexpectedAdd,
        message: body.error?.message ?? t('errors.unexpectedAdd'),
      });
      return false;
    } catch (error) {
      return handleFailure(error, { in: 'add form' }).do === 'redirect';
    } finally {
      setPendingType(undefined);
    }
  }

  return { start, pendingType };
}
