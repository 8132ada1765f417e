import type { TMailAudience } from '@huitang/contracts';
import { Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../console/use-console';
import { isoOfPicker } from '../../lib/china-picker';
import { useAppServices } from '../../state/app-services';
import styles from '../paper/paper.module.css';
import { LazyDatePicker } from '../console/lazy-date-picker';

type TKind = TMailAudience['kind'];
const STATUSES = ['confirmed', 'unpaid', 'pending', 'rejected', 'cancelled', 'refunded'] as const;

/**
 * Who a campaign (mail or SMS) goes to — everyone still registered, a type, a state, or people
 * chosen by name, mobile or unit — and when: the controls, and the audience and time they stand for.
 */
export const useAudiencePicker = (types: { id: number; name: string }[]) => {
  const { t } = useTranslation();
  const { meeting } = useConsole();
  const { api } = useAppServices();
  const [chosen, setChosen] = useState<{ value: number; label: string }[]>([]);
  const [found, setFound] = useState<{ value: number; label: string }[]>([]);
  const search = async (keyword: string) => {
    const reply = await api.call('/meeting/auth/meeting/register/list', {
      meetingId: meeting.id,
      keyword: keyword.trim(),
      pageSize: 20,
    });
    setFound(
      (reply.data?.list ?? []).map((person) => ({
        value: person.id,
        label: `${person.name} · ${person.mobile}${person.unit ? ` · ${person.unit}` : ''}`,
      })),
    );
  };
  const [kind, setKind] = useState<TKind>('all');
  const [typeId, setTypeId] = useState(types[0]?.id);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('confirmed');
  const [later, setLater] = useState<Dayjs | null>(null);
  const audience = {
    kind,
    ...(kind === 'type' ? { typeId } : {}),
    ...(kind === 'status' ? { status } : {}),
    ...(kind === 'chosen' ? { ids: chosen.map((person) => person.value) } : {}),
  };
  const controls = (
    <>
      <div className={styles.field}>
        <span>{t('mail.audience')}</span>
        <Radio.Group
          value={kind}
          onChange={(event) => setKind(event.target.value as TKind)}
          options={(['all', 'type', 'status', 'chosen'] as const).map((value) => ({
            value,
            label: t(`mail.audiences.${value}`),
          }))}
        />
        {kind === 'type' ? (
          <Select
            aria-label={t('mail.audiences.type')}
            value={typeId}
            onChange={setTypeId}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
          />
        ) : null}
        {kind === 'status' ? (
          <Select
            aria-label={t('mail.audiences.status')}
            value={status}
            onChange={setStatus}
            options={STATUSES.map((value) => ({ value, label: t(`mail.statuses.${value}`) }))}
          />
        ) : null}
        {kind === 'chosen' ? (
          <Select<{ value: number; label: string }[]>
            mode="multiple"
            labelInValue
            showSearch
            filterOption={false}
            aria-label={t('mail.audiences.chosen')}
            placeholder={t('mail.choosePeople')}
            value={chosen}
            onChange={setChosen}
            onSearch={(keyword) => void search(keyword)}
            onFocus={() => void search('')}
            options={found}
          />
        ) : null}
      </div>
      <div className={styles.field}>
        <span>{t('mail.when')}</span>
        <LazyDatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={t('mail.now')}
          value={later}
          onChange={setLater}
          style={{ width: 220 }}
        />
      </div>
    </>
  );
  return { audience, sendAt: later ? isoOfPicker(later) : '', later: later !== null, controls };
};
