import { Code, type TUserExtUpdateRequest } from '@huitang/contracts';
import { Button, Form, Input, InputNumber, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/info';
import { AvatarUpload } from '../../components/account/avatar-upload';
import { PageTitle } from '../../components/account/page-title';
import { useSite } from '../../lib/use-site';
import { useAppServices } from '../../state/app-services';
import { pageTitle } from '../../lib/page-title';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.info.title);

const SEXES = [0, 1, 2] as const;

/** /account/info: profile and avatar (user/auth/user/ext/update). */
export default function AccountInfo() {
  const { t } = useTranslation();
  const { user } = useSite();
  const { api, toast } = useAppServices();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const save = async (values: TUserExtUpdateRequest) => {
    setBusy(true);
    const reply = await api.call('/user/auth/user/ext/update', {
      ...values,
      age: values.age ?? null,
      remark: values.remark ?? '',
    });
    setBusy(false);
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    // The header avatar, nickname and side menu read the root loader; reload it.
    await revalidator.revalidate();
  };

  return (
    <>
      <PageTitle title={t('info.title')} />
      <Form<TUserExtUpdateRequest>
        layout="horizontal"
        labelCol={{ flex: '130px' }}
        wrapperCol={{ flex: '460px' }}
        size="middle"
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
          <Tag color="blue">{t(`account.userTypes.${user.userType}`)}</Tag>
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
          <Input placeholder={t('info.nicknamePlaceholder')} maxLength={32} showCount />
        </Form.Item>
        <Form.Item label={t('info.sex')} name="sex">
          <Radio.Group options={SEXES.map((sex) => ({ value: sex, label: t(`info.sexes.${sex}`) }))} />
        </Form.Item>
        <Form.Item label={t('info.age')} name="age">
          <InputNumber
            min={0}
            max={150}
            precision={0}
            placeholder={t('info.agePlaceholder')}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item label={t('info.remark')} name="remark">
          <Input.TextArea placeholder={t('info.remarkPlaceholder')} maxLength={500} showCount rows={4} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={busy} style={{ minWidth: 120 }}>
            {t('info.submit')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
