import type { TEnvelope, TOrg } from '@huitang/contracts';
import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canEdit } from '../../lib/org-roles';
import { useSubmit } from '../../state/use-submit';
import { centreForm } from '../account/form-layout';
import { SubmitRow } from '../forms/fields';
import { OrgHead } from './org-head';

interface TProps<T> {
  org: TOrg;
  title: string;
  initialValues: T;
  /** The write; its reply's message is the toast. */
  save: (values: T) => Promise<TEnvelope<unknown>>;
  onSaved?: () => void;
  form?: FormInstance<T>;
  children: ReactNode;
}

/**
 * An institution-centre settings page: the head, then a form that admins and owners save and
 * members only read (SPEC 6); a disabled institution is read-only for everyone.
 */
export function OrgSettingsForm<T extends object>({
  org,
  title,
  initialValues,
  save,
  onSaved,
  form,
  children,
}: TProps<T>) {
  const { t } = useTranslation();
  const { busy, run } = useSubmit();
  const editable = canEdit(org.role) && !org.isDisabled;

  const submit = async (values: T) => {
    if (await run(() => save(values))) onSaved?.();
  };

  return (
    <>
      <OrgHead
        org={org}
        title={title}
        readOnlyNote={canEdit(org.role) ? undefined : t('orgCentre.readOnly')}
      />
      <Form<T>
        {...centreForm}
        {...(form ? { form } : {})}
        key={org.id}
        initialValues={initialValues}
        disabled={!editable}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        {children}
        {editable ? <SubmitRow text={t('orgCentre.save')} busy={busy} /> : null}
      </Form>
    </>
  );
}
