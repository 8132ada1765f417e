import type { TQuote, TSignUpForm, TSignUpRequest } from '@huitang/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../forms/section-title';
import { QuoteTable } from '../orders/quote-table';
import styles from './apply.module.css';

/** The last look before the order is made: who, which type, the amounts (SPEC: total with discounts shown first). */
export function ConfirmPanel(props: {
  enrol: TSignUpForm;
  request: TSignUpRequest;
  quote: TQuote;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { enrol, request, quote, busy } = props;
  const { t } = useTranslation();
  const type = enrol.types.find((item) => item.id === request.typeId);
  return (
    <div>
      <SectionTitle title={t('signUp.apply.confirmTitle')} note={t('signUp.apply.confirmNote')} />
      <dl className={styles.confirmList}>
        <dt>{t('signUp.apply.type')}</dt>
        <dd>{type?.name}</dd>
        <dt>{t('signUp.apply.attendees')}</dt>
        <dd>
          {request.attendees
            .map((attendee) => t('common.withNote', { text: attendee.name, note: attendee.mobile }))
            .join(t('common.listSeparator'))}
        </dd>
        {request.groupUnit ? (
          <>
            <dt>{t('signUp.apply.groupUnit')}</dt>
            <dd>{request.groupUnit}</dd>
          </>
        ) : null}
        <dt>{t('signUp.invoice.kind')}</dt>
        <dd>{t(`signUp.invoiceKind.${request.invoice?.kind ?? 'none'}`)}</dd>
      </dl>
      <QuoteTable quote={quote} />
      <div className={styles.stepActions}>
        <Button size="large" onClick={props.onBack}>
          {t('signUp.apply.previous')}
        </Button>
        <Button type="primary" size="large" loading={busy} onClick={props.onSubmit}>
          {quote.payableFen === 0 ? t('signUp.apply.submitFree') : t('signUp.apply.submit')}
        </Button>
      </div>
    </div>
  );
}
