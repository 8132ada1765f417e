import type { TPaperCall } from '@huitang/contracts';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../../lib/use-site';
import { chinaClock } from '@huitang/contracts/china-time';
import styles from './paper.module.css';

/**
 * The meeting page's call for papers: where it stands, the deadline, the types and topics, what to
 * attach, the organiser's guide, and the way to the submission form (which asks for a login).
 */
export function PaperCall({ call, preview }: { call: TPaperCall; preview: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const guide = (locale === 'en' && call.guideEn) || call.guide;
  return (
    <div data-testid="paper-call">
      <div className={styles.call}>
        <Tag color={call.state === 'open' ? 'green' : 'default'}>{t(`paper.states.${call.state}`)}</Tag>
        {call.opensAt && call.state === 'notOpen' ? (
          <span>{t('paper.opensAt', { time: chinaClock(call.opensAt) })}</span>
        ) : null}
        <span>{t('paper.deadline', { time: chinaClock(call.closesAt) })}</span>
        {call.state === 'open' && !preview ? (
          <Link to={`/account/paper/submit?meetingId=${call.meetingId}`}>
            <Button type="primary" icon={<EditOutlined />}>
              {t('paper.submit')}
            </Button>
          </Link>
        ) : null}
      </div>
      <div className={styles.call}>
        <span>{t('common.labelled', { label: t('paper.types'), value: '' })}</span>
        <span className={styles.tags}>
          {call.types.map((type) => (
            <Tag key={type.id}>{(locale === 'en' && type.nameEn) || type.name}</Tag>
          ))}
        </span>
        {call.topics.length ? (
          <>
            <span>{t('common.labelled', { label: t('paper.topics'), value: '' })}</span>
            <span className={styles.tags}>
              {call.topics.map((topic) => (
                <Tag key={topic}>{topic}</Tag>
              ))}
            </span>
          </>
        ) : null}
      </div>
      <div className={styles.hint}>
        {t('paper.kinds', { kinds: call.fileKinds.join(', '), mb: call.fileMaxMb, count: call.filesMax })}
      </div>
      {call.needsSignUp ? <Alert type="info" showIcon title={t('paper.needsSignUp')} /> : null}
      {guide ? <p className={styles.abstract}>{guide}</p> : null}
    </div>
  );
}
