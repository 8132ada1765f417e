import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/baseinfo';
import { listOf, serverApi } from '../../../api/server';
import { SubmitRow } from '../../../components/forms/fields';
import { ImageField } from '../../../components/forms/image-field';
import { ConsolePage } from '../../../components/console/console-page';
import { meetingTitle } from '../../../components/meeting/console-title';
import { LangField } from '../../../components/console/lang-field';
import {
  formValuesOf,
  MeetingCoreFields,
  requestOf,
  type TMeetingFormValues,
} from '../../../components/meeting/meeting-fields';
import { useConsole } from '../../../components/console/use-console';
import { useSite } from '../../../lib/use-site';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import styles from '../../../components/console/console.module.css';
import { ZMeetingUpdateRequest, maxLengthOf } from '@huitang/contracts';
import { ContractLimits } from '../../../components/forms/contract-limits';

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.baseinfo);

export const loader = async ({ context }: Route.LoaderArgs) => {
  const api = serverApi(context);
  const [categories, provinces] = await Promise.all([
    api.call('/meeting/api/meeting/category/category/name/list', {}),
    api.call('/system/api/region/province', {}),
  ]);
  return { categories: listOf(categories), provinces: listOf(provinces) };
};

/** /account/meeting/baseinfo: the meeting's basic data, in the language the header has chosen. */
export default function BaseInfo({ loaderData: { categories, provinces } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { meeting, lang } = useConsole();
  const { web } = useSite();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  const domainSuffix = web.orgCustomizeMainDomain ? `.${web.orgCustomizeMainDomain}` : undefined;

  const save = (values: TMeetingFormValues) =>
    void run(() => api.call('/meeting/auth/meeting/info/update', { ...requestOf(values), id: meeting.id }));

  return (
    <ConsolePage title={t('console.menu.baseinfo')} lang={lang}>
      <ContractLimits schema={ZMeetingUpdateRequest}>
        <Form<TMeetingFormValues>
          key={meeting.id}
          className={styles.form}
          labelCol={{ flex: '120px' }}
          labelWrap
          initialValues={formValuesOf(meeting)}
          onFinish={save}
        >
          <MeetingCoreFields lang={lang} categories={categories} />
          <Form.Item name="provinceCode" label={t('console.base.province')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('console.base.provincePlaceholder')}
              options={provinces.map((province) => ({ value: province.code, label: province.provinceName }))}
              style={{ width: 220 }}
            />
          </Form.Item>
          <LangField name="city" label={t('console.base.city')} lang={lang} />
          <LangField name="address" label={t('console.base.address')} lang={lang} />
          <ImageField
            name="cover"
            label={t('console.base.cover')}
            width={320}
            height={180}
            hint={t('console.base.coverHint')}
          />
          <LangField name="organizer" label={t('console.base.organizer')} lang={lang} />
          <LangField
            name="introduction"
            label={t('console.base.introduction')}
            lang={lang}
            kind="html"
            rows={12}
          />
          <Form.Item
            name="hasMultilingual"
            label={t('console.base.multilingual')}
            valuePropName="checked"
            extra={t('console.base.multilingualHint')}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="meetingDomain"
            label={t('console.base.domain')}
            extra={t('console.base.domainHint')}
            rules={[
              { pattern: /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, message: t('console.base.domainInvalid') },
            ]}
          >
            <Input
              maxLength={maxLengthOf(ZMeetingUpdateRequest, 'meetingDomain')}
              suffix={domainSuffix}
              style={{ width: 320 }}
              placeholder="cardio2026"
            />
          </Form.Item>
          <SubmitRow text={t('console.save')} busy={busy} />
        </Form>
      </ContractLimits>
    </ConsolePage>
  );
}
