import type { TUserExtUpdateRequest } from '@huitang/contracts';
import { Form } from 'antd';
import { Input, TextArea } from '../../antd-slim/input';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/info';
import { AvatarUpload } from '../../components/account/avatar-upload';
import { TypeBadge } from '../../components/account/type-badge';
import { centreForm } from '../../components/account/form-layout';
import { PageTitle } from '../../components/account/page-title';
import { ChoiceGroup } from '../../components/forms/choice-group';
import { SubmitRow } from '../../components/forms/fields';
import { useVisitor } from '../../lib/session/visitor';
import { useAppServices } from '../../state/app-services';
import { useSubmit } from '../../state/use-submit';
import { pageTitle } from '../../lib/page-title';
import { AGE_RANGE, NICKNAME_MAX, PROFILE_REMARK_MAX } from '@huitang/contracts';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.info.title);

const SEXES = [0, 1, 2] as const;

/** /account/info: profile and avatar (user/auth/user/ext/update). */
export default function AccountInfo() {
  const { t } = useTranslation();
  const { user } = useVisitor();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();
  if (!user) return null;

  const save = (values: TUserExtUpdateRequest) =>
    run(() =>
      api.call('/user/auth/user/ext/update', {
        ...values,
        age: values.age ?? null,
        remark: values.remark ?? '',
      }),
    );

  return (
    <>
      <PageTitle title={t('info.title')} />
      <Form<TUserExtUpdateRequest>
        {...centreForm}
        initialValues={{
          nickname: user.nickname,
          sex: user.sex,
          age: user.age,
          remark: user.remark,
          headImgUrl: user.headImgUrl,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item label={t('info.avatar')} name="headImgUrl">
          <AvatarUpload />
        </Form.Item>
        <Form.Item label={t('info.mobile')}>{user.mobile}</Form.Item>
        <Form.Item label={t('info.userNo')}>{user.userNo}</Form.Item>
        <Form.Item label={t('info.userType')}>
          <TypeBadge>{t(`account.userTypes.${user.userType}`)}</TypeBadge>
        </Form.Item>
        {user.referralCode ? <Form.Item label={t('info.referralCode')}>{user.referralCode}</Form.Item> : null}
        <Form.Item
          label={t('info.nickname')}
          name="nickname"
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('validation.required', { field: t('info.nickname') }),
            },
          ]}
        >
          <Input placeholder={t('info.nicknamePlaceholder')} maxLength={NICKNAME_MAX} showCount />
        </Form.Item>
        <Form.Item label={t('info.sex')} name="sex">
          <ChoiceGroup options={SEXES.map((sex) => ({ value: sex, label: t(`info.sexes.${sex}`) }))} />
        </Form.Item>
        {/* A plain number input: antd's InputNumber was 8 KB gzip of this page's first load for one field. */}
        <Form.Item
          label={t('info.age')}
          name="age"
          normalize={(value: string) => (value === '' ? null : Number(value))}
          rules={[
            {
              type: 'integer',
              ...AGE_RANGE,
              message: t('info.ageRange', AGE_RANGE),
            },
          ]}
        >
          <Input
            type="number"
            inputMode="numeric"
            step={1}
            {...AGE_RANGE}
            placeholder={t('info.agePlaceholder')}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label={t('info.remark')} name="remark">
          <TextArea
            placeholder={t('info.remarkPlaceholder')}
            maxLength={PROFILE_REMARK_MAX}
            showCount
            rows={4}
          />
        </Form.Item>
        <SubmitRow text={t('info.submit')} busy={busy} />
      </Form>
    </>
  );
}
