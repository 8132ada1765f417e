import { Code, type TSignUpForm, type TQuote, type TSignUpRequest } from '@huitang/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionTitle } from '../../forms/section-title';
import { useFormDraft } from '../../forms/use-form-draft';
import { lazyPart } from '../../page/lazy-part';
import { useQueryNav } from '../../../lib/list-query';
import { useVisitor } from '../../../lib/session/visitor';
import { useAppServices } from '../../../state/app-services';
import { AttendeeList } from './attendee-list';
import { emptyAttendee } from '../form-fields';
import { InvoiceFields } from '../orders/invoice-fields';
import { payPath, successPath } from '../paths';
import { RoomFields } from './room-fields';
import { firstProblem, signUpRequestOf, type TSignUpValues } from './sign-up-request';
import { TypeCards } from './type-cards';
import { useContractText } from '../use-contract-text';
import styles from './apply.module.css';

// The last look before the order (its amounts in a table) shows once the form is quoted: its code
// loads then, not with the form (issue 45).
const ConfirmPanel = lazyPart(() => import('./confirm-panel').then((module) => module.ConfirmPanel));

/** The invitation code: applying it reloads the form, which may then offer hidden types. */
function InviteCodeBox({ code, accepted }: { code: string; accepted: boolean }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const go = useQueryNav();
  return (
    <div className={styles.inviteRow}>
      <Input.Search
        defaultValue={code}
        maxLength={32}
        allowClear
        enterButton={t('signUp.apply.inviteApply')}
        placeholder={t('signUp.apply.invitePlaceholder')}
        style={{ width: 360, maxWidth: '100%' }}
        onSearch={(value) => go({ inviteCode: value.trim() || null })}
      />
      {code ? (
        accepted ? (
          <Alert type="success" showIcon title={t('signUp.apply.inviteAccepted')} />
        ) : (
          <Alert type="error" showIcon title={contract('signUp.inviteInvalid')} />
        )
      ) : null}
    </div>
  );
}

/**
 * Step one of /meeting/apply: type, participants, rooms, invoice and codes, checked here with the
 * SPEC 5 messages, quoted by the server, then submitted as an order. The visitor is signed in: the
 * page's loader sends strangers to log in first.
 */
export function SignUpForm({ enrol, inviteCode }: { enrol: TSignUpForm; inviteCode: string }) {
  const { t } = useTranslation();
  const contract = useContractText();
  const { user } = useVisitor();
  const { api, toast } = useAppServices();
  const navigate = useNavigate();
  const [form] = Form.useForm<TSignUpValues>();
  const draft = useFormDraft(form, `huitang:sign-up-draft:${enrol.meetingId}`);
  const [confirming, setConfirming] = useState<{ request: TSignUpRequest; quote: TQuote } | null>(null);
  const [busy, setBusy] = useState(false);
  const invoiceKinds = [
    ...(enrol.invoiceOrdinary ? (['ordinary'] as const) : []),
    ...(enrol.invoiceSpecial ? (['special'] as const) : []),
  ];

  const next = async () => {
    const request = signUpRequestOf(
      form.getFieldsValue(true) as TSignUpValues,
      enrol.meetingId,
      enrol.inviteAccepted ? inviteCode : undefined,
    );
    const valid = await form.validateFields({ recursive: true }).then(
      () => true,
      () => false,
    );
    const problem = firstProblem(request, enrol.fields) ?? (valid ? null : 'signUp.checkComplete');
    if (problem) return toast(contract(problem), 'error');
    setBusy(true);
    const reply = await api.call('/meeting/auth/enroll/quote', request).finally(() => setBusy(false));
    if (reply.code === Code.OK) setConfirming({ request, quote: reply.data });
  };

  const submit = async (request: TSignUpRequest) => {
    setBusy(true);
    const reply = await api.call('/meeting/auth/enroll/submit', request).finally(() => setBusy(false));
    if (reply.code !== Code.OK) return;
    draft.discard();
    toast(reply.msg, 'success');
    const order = reply.data;
    void navigate(order.status === 'paid' ? successPath(order.orderNo) : payPath(order.orderNo));
  };

  return (
    <>
      <div hidden={confirming !== null}>
        <Form<TSignUpValues>
          form={form}
          onValuesChange={draft.save}
          layout="vertical"
          // An attendee's form, as large as the sign-in forms (the site's small size is for consoles).
          size="large"
          initialValues={{
            attendees: [{ ...emptyAttendee(), mobile: user?.mobile ?? '' }],
            invoice: { kind: 'none' },
            rooms: [],
          }}
        >
          <SectionTitle title={t('signUp.apply.type')} />
          <InviteCodeBox code={inviteCode} accepted={enrol.inviteAccepted} />
          <Form.Item name="typeId" rules={[{ required: true, message: contract('signUp.selectType') }]}>
            <TypeCards types={enrol.types} />
          </Form.Item>
          <SectionTitle title={t('signUp.apply.attendees')} />
          <AttendeeList fields={enrol.fields} max={enrol.agentEnabled ? enrol.agentMax + 1 : 1} />
          {enrol.hotels.length > 0 ? (
            <>
              <SectionTitle title={t('signUp.apply.hotel')} note={t('signUp.apply.hotelNote')} />
              <RoomFields hotels={enrol.hotels} />
            </>
          ) : null}
          {invoiceKinds.length > 0 ? (
            <>
              <SectionTitle title={t('signUp.apply.invoice')} />
              <InvoiceFields kinds={invoiceKinds} />
            </>
          ) : null}
          <SectionTitle title={t('signUp.apply.discount')} />
          <Form.Item name="discountCode">
            <Input
              maxLength={32}
              placeholder={t('signUp.apply.discountPlaceholder')}
              style={{ width: 360, maxWidth: '100%' }}
            />
          </Form.Item>
          <div className={styles.stepActions}>
            <Button type="primary" size="large" loading={busy} onClick={() => void next()}>
              {t('signUp.apply.next')}
            </Button>
          </div>
        </Form>
      </div>
      {confirming ? (
        <ConfirmPanel
          enrol={enrol}
          request={confirming.request}
          quote={confirming.quote}
          busy={busy}
          onBack={() => setConfirming(null)}
          onSubmit={() => void submit(confirming.request)}
        />
      ) : null}
    </>
  );
}
