import type { TApplication } from '@huitang/contracts';
import { Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TResources } from '../../i18n';
import styles from './publisher.module.css';

type TFieldLabel = `fields.${keyof TResources['fields']}`;
interface TShownField {
  key: string;
  label: TFieldLabel;
  image?: boolean;
  wide?: boolean;
}

/** The fields of each kind of application, in the order a reviewer reads them. */
const shownFields: Record<TApplication['kind'], TShownField[]> = {
  lecturer: [
    { key: 'name', label: 'fields.name' },
    { key: 'position', label: 'fields.position' },
    { key: 'mobile', label: 'fields.mobile' },
    { key: 'email', label: 'fields.email' },
    { key: 'introduction', label: 'fields.introduction', wide: true },
    { key: 'headImgUrl', label: 'fields.headImgUrl', image: true, wide: true },
  ],
  organization: [
    { key: 'orgName', label: 'fields.orgName' },
    { key: 'shortName', label: 'fields.shortName' },
    { key: 'contactName', label: 'fields.contactName' },
    { key: 'contactMobile', label: 'fields.contactMobile' },
    { key: 'address', label: 'fields.address', wide: true },
    { key: 'introduction', label: 'fields.orgIntroduction', wide: true },
    { key: 'logo', label: 'fields.logo', image: true },
    { key: 'licenseImg', label: 'fields.licenseImg', image: true },
  ],
};

/** What an applicant submitted, as the applicant and the reviewer see it; images open larger. */
export function ApplicationDetails({ application }: { application: Pick<TApplication, 'kind' | 'form'> }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      className={styles.details}
      items={shownFields[application.kind].map((field) => {
        const value = application.form[field.key] ?? '';
        return {
          key: field.key,
          label: t(field.label),
          span: field.wide ? 2 : 1,
          children:
            field.image && value ? (
              <Image
                src={value}
                alt={t(field.label)}
                width={180}
                height={110}
                className={styles.detailImage}
              />
            ) : (
              <span className={styles.detailText}>{value}</span>
            ),
        };
      })}
    />
  );
}
