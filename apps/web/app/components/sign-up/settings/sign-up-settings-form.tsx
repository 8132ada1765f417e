import type { TSignUpSettings, TSignUpSettingsSave } from '@huitang/contracts';
import { Checkbox, Form, InputNumber, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { SubmitRow } from '../../forms/fields';
import { SectionTitle } from '../../forms/section-title';
import { useConsoleWrites } from '../../console/use-console-writes';
import { isoOfPicker, pickerOf } from '../../../lib/china-picker';
import { FormBuilder } from './form-builder';
import styles from '../sign-up.module.css';
import { LazyDatePicker } from '../../console/lazy-date-picker';

type TValues = Omit<TSignUpSettingsSave, 'meetingId' | 'openTime' | 'closeTime'> & {
  openTime?: Dayjs | null;
  closeTime?: Dayjs | null;
};

const valuesOf = ({
  openTime,
  closeTime,
  types: _types,
  hotels: _hotels,
  ...rest
}: TSignUpSettings): TValues => ({
  ...rest,
  openTime: pickerOf(openTime ?? undefined),
  closeTime: pickerOf(closeTime ?? undefined),
});

/**
 * When sign-up is open, agent registration, invoices, live access, the payment time limit and the
 * form itself: one save for all of it (console baseinfo/enroll).
 */
export function SignUpSettingsForm({ settings }: { settings: TSignUpSettings }) {
  const { t, meetingId, api, busy, run } = useConsoleWrites();
  const [form] = Form.useForm<TValues>();
  const agentEnabled = Form.useWatch('agentEnabled', form);
  const save = ({ openTime, closeTime, ...values }: TValues) =>
    void run(() =>
      api.call('/meeting/auth/meeting/enroll/save', {
        ...values,
        meetingId,
        openTime: openTime ? isoOfPicker(openTime) : null,
        closeTime: closeTime ? isoOfPicker(closeTime) : null,
      }),
    );
  const picker = (name: 'openTime' | 'closeTime', label: string) => (
    <Form.Item name={name} label={label} extra={t(`signUp.enroll.${name}Hint`)}>
      <LazyDatePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        placeholder={label}
        style={{ width: 220 }}
      />
    </Form.Item>
  );
  return (
    <Form<TValues>
      form={form}
      className={styles.settings}
      labelCol={{ flex: '140px' }}
      labelWrap
      initialValues={valuesOf(settings)}
      onFinish={save}
    >
      <SectionTitle title={t('signUp.enroll.period')} />
      {picker('openTime', t('signUp.enroll.openTime'))}
      {picker('closeTime', t('signUp.enroll.closeTime'))}
      <Form.Item
        name="orderTimeoutMinutes"
        label={t('signUp.enroll.timeout')}
        extra={t('signUp.enroll.timeoutHint')}
      >
        <InputNumber
          min={5}
          max={1440}
          precision={0}
          suffix={t('signUp.enroll.minutes')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <SectionTitle title={t('signUp.enroll.options')} />
      <Form.Item label={t('signUp.enroll.agent')} extra={t('signUp.enroll.agentHint')}>
        <div className={styles.agentRow}>
          <Form.Item name="agentEnabled" valuePropName="checked" noStyle>
            <Switch />
          </Form.Item>
          {agentEnabled ? (
            <Form.Item name="agentMax" noStyle>
              <InputNumber
                min={1}
                max={100}
                precision={0}
                prefix={t('signUp.enroll.agentMax')}
                suffix={t('signUp.enroll.people')}
                style={{ width: 200 }}
              />
            </Form.Item>
          ) : null}
        </div>
      </Form.Item>
      <Form.Item label={t('signUp.enroll.invoice')}>
        <Form.Item name="invoiceOrdinary" valuePropName="checked" noStyle>
          <Checkbox>{t('signUp.invoiceKind.ordinary')}</Checkbox>
        </Form.Item>
        <Form.Item name="invoiceSpecial" valuePropName="checked" noStyle>
          <Checkbox>{t('signUp.invoiceKind.special')}</Checkbox>
        </Form.Item>
      </Form.Item>
      <Form.Item
        name="liveNeedsSignUp"
        label={t('signUp.enroll.liveNeedsSignUp')}
        valuePropName="checked"
        extra={t('signUp.enroll.liveNeedsSignUpHint')}
      >
        <Switch />
      </Form.Item>
      <SectionTitle title={t('signUp.builder.title')} note={t('signUp.builder.note')} />
      <Form.Item name="fields" wrapperCol={{ span: 24 }}>
        <FormBuilder />
      </Form.Item>
      <SubmitRow text={t('console.save')} busy={busy} />
    </Form>
  );
}
