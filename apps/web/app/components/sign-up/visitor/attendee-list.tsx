import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttendeeFields } from './attendee-fields';
import { emptyAttendee, FIELD_MAX, type TFieldView } from '../form-fields';
import { UnitInput } from './unit-input';
import { useContractText } from '../use-contract-text';
import styles from '../sign-up.module.css';

/**
 * The people signed up: one, or with agent registration (SPEC 1) colleagues up to the meeting's
 * maximum; when there are several, the group's unit.
 */
export function AttendeeList({ fields, max }: { fields: TFieldView[]; max: number }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const count = Form.useWatch<unknown[] | undefined>('attendees')?.length ?? 0;
  return (
    <>
      <Form.List name="attendees">
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <section key={item.key} className={styles.attendee}>
                <header className={styles.attendeeHead}>
                  {t('signUp.apply.attendeeN', { index: index + 1 })}
                  <Button type="link" danger icon={<DeleteOutlined />} onClick={() => remove(item.name)}>
                    {t('signUp.apply.removeAttendee')}
                  </Button>
                </header>
                <AttendeeFields prefix={[item.name]} fields={fields} />
              </section>
            ))}
            <div className={styles.listEnd}>
              {items.length < max ? (
                <Button icon={<UserAddOutlined />} onClick={() => add(emptyAttendee())}>
                  {items.length === 0 ? t('signUp.apply.addSelf') : t('signUp.apply.addColleague')}
                </Button>
              ) : null}
              {max > 1 ? <span className={styles.hint}>{t('signUp.apply.agentHint', { max })}</span> : null}
            </div>
          </>
        )}
      </Form.List>
      {count > 1 ? (
        <Form.Item
          name="groupUnit"
          label={t('signUp.apply.groupUnit')}
          className={styles.groupUnit}
          rules={[{ required: true, whitespace: true, message: contract('signUp.groupUnit') }]}
        >
          <UnitInput maxLength={FIELD_MAX.unit} placeholder={contract('signUp.groupUnit')} />
        </Form.Item>
      ) : null}
    </>
  );
}
