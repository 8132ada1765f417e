import { ZAttendeeStatus, type TRegType } from '@huitang/contracts';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../console/lang-field';
import { useQueryNav } from '../../../lib/list-query';
import type { TAttendeeFilters } from './attendee-query';
import styles from '../sign-up.module.css';

const AUDITS = ['pending', 'approved', 'rejected'] as const;

/** Filters of the registrations list by type, status, payment and review, and a keyword; each goes back to page 1. */
export function AttendeeFilters({ filters, types }: { filters: TAttendeeFilters; types: TRegType[] }) {
  const { t, i18n } = useTranslation();
  // The table's type column is in the page's language (the server names types so): the filter
  // matches it, whichever language of the meeting's content the organiser is editing.
  const pageLang = i18n.language === 'en' ? 'en' : 'zh';
  const go = useQueryNav();
  const selects = [
    {
      key: 'typeId',
      value: filters.typeId,
      label: t('signUp.signup.type'),
      width: 150,
      options: types.map((type) => ({ value: type.id, label: textOf(pageLang, type.name, type.nameEn) })),
    },
    {
      key: 'status',
      value: filters.status,
      label: t('signUp.signup.status'),
      width: 120,
      options: ZAttendeeStatus.options.map((value) => ({
        value,
        label: t(`signUp.status.${value}`),
      })),
    },
    {
      key: 'paid',
      value: filters.paid === undefined ? undefined : filters.paid ? '1' : '0',
      label: t('signUp.signup.paid'),
      width: 110,
      options: [
        { value: '1', label: t('signUp.signup.paidYes') },
        { value: '0', label: t('signUp.signup.paidNo') },
      ],
    },
    {
      key: 'audit',
      value: filters.audit,
      label: t('signUp.signup.audit'),
      width: 120,
      options: AUDITS.map((value) => ({ value, label: t(`signUp.audit.${value}`) })),
    },
  ];
  return (
    <div className={styles.filters}>
      {selects.map((select) => (
        <Select<string | number>
          key={select.key}
          allowClear
          value={select.value}
          placeholder={select.label}
          aria-label={select.label}
          style={{ width: select.width }}
          options={select.options}
          onChange={(value) => go({ [select.key]: value === undefined ? null : String(value), page: null })}
        />
      ))}
      <Input.Search
        key={filters.keyword}
        defaultValue={filters.keyword}
        allowClear
        maxLength={32}
        placeholder={t('signUp.signup.search')}
        style={{ width: 240 }}
        onSearch={(value) => go({ keyword: value.trim() || null, page: null })}
      />
    </div>
  );
}
