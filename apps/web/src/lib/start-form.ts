import { ErrorCodes, type FormGroupConfig, type FormTypeConfig } from '@taxcert/contracts';
import type { Answers } from '@taxcert/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from './api';
import { useFailureHandler } from './failures';
import { useNotifications } from './notifications';
import { paths } from './paths';

export type Startable = { kind: 'form'; entry: FormTypeConfig } | { kind: 'group'; entry: FormGroupConfig };

/**
 * The history state of a new form's route carrying answers into it (the pre-qualifying questionnaire's
 * carried answers): the form screen lays them over the saved (pre-filled) answers of a form never checked.
 */
export interface CarriedState {
  carriedAnswers: Answers;
}

/** The carried answers of a route's history state, if any. */
export function carriedAnswersOf(state: unknown): Answers | undefined {
  const carried = (state as Partial<CarriedState> | null)?.carriedAnswers;
  return carried !== null && typeof carried === 'object' && !Array.isArray(carried) ? carried : undefined;
}

/**
 * Starting a form or a form group (app-shell.md §4, §5): one that cannot be prepopulated goes to
 * /insufficient-information; otherwise PUT forms {isOnline, accountId, formType} (or POST formgroups
 * {…, formTypes}) and open it. A refusal shows as a notification (unexpected: code -9999); a 403 is
 * ignored (§8 "add form ignores a 403"); the other central redirects apply.
 */
export function useStartForm() {
  const api = useApi();
  const navigate = useNavigate();
  const handleFailure = useFailureHandler();
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const addForm = api.forms.add.useMutation();
  const addGroup = api.formGroups.add.useMutation();
  const [pendingType, setPendingType] = useState<string | undefined>(undefined);

  /** Resolves true when the new form opens. */
  async function start(item: Startable, accountId: number, options: { replace?: boolean; state?: CarriedState } = {}): Promise<boolean> {
    if (!item.entry.canPrepopulate) {
      void navigate(paths.insufficientInformation());
      return true;
    }
    setPendingType(item.entry.formType);
    try {
      const { body } =
        item.kind === 'form'
          ? await addForm.mutateAsync({ body: { isOnline: true, accountId, formType: item.entry.formType } })
          : await addGroup.mutateAsync({ body: { isOnline: true, accountId, formTypes: item.entry.formTypes } });
      const id = item.kind === 'form' ? body.formId : body.formGroupId;
      if (body.success && id) {
        const path =
          item.kind === 'form'
            ? paths.form({ formType: item.entry.formType, formId: id })
            : paths.formGroup({ groupType: item.entry.formType, formGroupId: id });
        void navigate(path, { replace: options.replace ?? false, state: options.state });
        return true;
      }
      notify({ code: body.error?.code ?? ErrorCodes.UnexpectedAdd, message: body.error?.message ?? t('errors.unexpectedAdd') });
      return false;
    } catch (error) {
      return handleFailure(error, { in: 'add form' }).do === 'redirect';
    } finally {
      setPendingType(undefined);
    }
  }

  return { start, pendingType };
}
