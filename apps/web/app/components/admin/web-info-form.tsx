import type { TAdminWebInfo } from '@huitang/contracts';
import { Form } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../state/use-submit';
import { useAppServices } from '../../state/app-services';
import { SectionTitle } from '../forms/section-title';
import { SubmitRow } from '../forms/fields';
import { controlFor } from './field-control';
import { webSections, type TWebField } from './site-fields';
import styles from './admin.module.css';

/** English texts left empty fall back to the Chinese ones (the server lays en over zh). */
const withoutEmpty = (texts: TAdminWebInfo['en']): TAdminWebInfo['en'] =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== '' && value !== undefined));

/** The site settings (webInfo) in Chinese, with English beside each text a visitor reads. */
export function WebInfoForm({ settings }: { settings: TAdminWebInfo }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const { busy, run } = useSubmit();

  const control = (field: TWebField, label: string, placeholder?: string) =>
    controlFor(field.kind, { t, label, ...(placeholder ? { placeholder } : {}) });

  const save = (values: TAdminWebInfo) =>
    run(() =>
      api.call('/admin/auth/website/save', {
        zh: { ...settings.zh, ...values.zh },
        en: withoutEmpty({ ...settings.en, ...values.en }),
      }),
    );

  return (
    <Form<TAdminWebInfo>
      layout="horizontal"
      labelCol={{ flex: '150px' }}
      wrapperCol={{ flex: '640px' }}
      size="middle"
      initialValues={settings}
      onFinish={(values) => void save(values)}
    >
      {webSections.map((section) => (
        <Fragment key={section.title}>
          <SectionTitle title={t(section.title)} />
          {section.fields.map((field) => {
            const label = t(field.label);
            if (!field.bilingual) {
              return (
                <Form.Item
                  key={field.name}
                  label={label}
                  name={['zh', field.name]}
                  valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
                >
                  {control(field, label)}
                </Form.Item>
              );
            }
            return (
              <Form.Item
                key={field.name}
                label={label}
                extra={field.name === 'copyright' ? t('siteAdmin.web.htmlNote') : undefined}
              >
                <div className={styles.bilingual}>
                  {(['zh', 'en'] as const).map((lang) => (
                    <div key={lang}>
                      <div className={styles.lang}>{t(`siteAdmin.langs.${lang}`)}</div>
                      <Form.Item name={[lang, field.name]} noStyle>
                        {control(field, label, lang === 'en' ? t('siteAdmin.enFallback') : undefined)}
                      </Form.Item>
                    </div>
                  ))}
                </div>
              </Form.Item>
            );
          })}
        </Fragment>
      ))}
      <SubmitRow text={t('siteAdmin.saveWeb')} busy={busy} />
    </Form>
  );
}
