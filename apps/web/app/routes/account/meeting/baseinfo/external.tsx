import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { Route } from './+types/external';
import { ConsolePage } from '../../../../components/console/console-page';
import { meetingTitle } from '../../../../components/meeting/console-title';
import { SettingsForm } from '../../../../components/meeting/settings-form';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import styles from '../../../../components/console/console.module.css';
import { ZExternalLink, maxLengthOf } from '@huitang/contracts';

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';
export { loader } from './share';

export const meta: Route.MetaFunction = ({ matches }) =>
  meetingTitle(matches[0].loaderData, (texts) => texts.console.menu.external);

/** /account/meeting/baseinfo/external: up to ten links the meeting page lists (partners, hotel, map). */
export default function External({ loaderData: { settings } }: Route.ComponentProps) {
  const { t, lang } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.external')} lang={lang}>
      <p className={styles.muted}>{t('console.external.note')}</p>
      <SettingsForm settings={settings}>
        <Form.List name="externalLinks">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Form.Item key={field.key} label={t('console.external.link', { index: index + 1 })} required>
                  <div className={styles.linkRow}>
                    <Form.Item
                      name={[field.name, 'name']}
                      noStyle
                      rules={[
                        { required: true, message: t('common.enter', { field: t('console.external.name') }) },
                      ]}
                    >
                      <Input
                        maxLength={maxLengthOf(ZExternalLink, 'name')}
                        placeholder={t('console.external.name')}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    {/* Kept in the form on the Chinese side too, so saving there keeps the English name. */}
                    <Form.Item name={[field.name, 'nameEn']} noStyle hidden={lang === 'zh'}>
                      <Input
                        maxLength={maxLengthOf(ZExternalLink, 'nameEn')}
                        placeholder={t('console.lang.enLabel', { label: t('console.external.name') })}
                        aria-label={t('console.lang.enLabel', { label: t('console.external.name') })}
                        style={{ width: 200 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'url']}
                      noStyle
                      rules={[
                        {
                          required: true,
                          pattern: /^(\/|https?:\/\/)/,
                          message: t('console.banner.urlInvalid'),
                        },
                      ]}
                    >
                      <Input
                        maxLength={maxLengthOf(ZExternalLink, 'url')}
                        placeholder="https://"
                        style={{ width: 360 }}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('console.delete')}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                </Form.Item>
              ))}
              {fields.length < 10 ? (
                <Form.Item label=" " colon={false}>
                  <Button icon={<PlusOutlined />} onClick={() => add({ name: '', nameEn: '', url: '' })}>
                    {t('console.external.add')}
                  </Button>
                </Form.Item>
              ) : null}
            </>
          )}
        </Form.List>
      </SettingsForm>
    </ConsolePage>
  );
}
