import { SETTLEMENT_DIALOG_WIDTH } from '@huitang/contracts';
import { BankOutlined, CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AntdIsland } from '../../antd-slim/antd-scope';
import styles from './settlement-dialog.module.css';

/** SPEC 9: option 0 personal, option 1 institution. */
const PERSONAL = 0;
const INSTITUTION = 1;
const TARGETS = { [PERSONAL]: '/recruit', [INSTITUTION]: '/apply/organization' } as const;

/** SPEC "Site header": an ordinary user chooses how to join before publishing a meeting. */
export function SettlementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<typeof PERSONAL | typeof INSTITUTION>(INSTITUTION);

  const options = [
    {
      value: PERSONAL,
      icon: <UserOutlined />,
      title: t('settlement.personal'),
      desc: t('settlement.personalDesc'),
    },
    {
      value: INSTITUTION,
      icon: <BankOutlined />,
      title: t('settlement.institution'),
      desc: t('settlement.institutionDesc'),
    },
  ] as const;

  // Loaded on a press, on pages that may have no antd theme around the header: it brings its own.
  return (
    <AntdIsland>
      <Modal
        open={open}
        width={SETTLEMENT_DIALOG_WIDTH}
        title={t('settlement.title')}
        okText={t('settlement.next')}
        cancelText={t('common.cancel')}
        onCancel={onClose}
        onOk={() => {
          onClose();
          void navigate(TARGETS[choice]);
        }}
        okButtonProps={{ size: 'middle' }}
        cancelButtonProps={{ size: 'middle' }}
        destroyOnHidden
      >
        <p className={styles.intro}>
          {t('settlement.intro')}{' '}
          <Link to="/apply" onClick={onClose}>
            {t('settlement.learnMore')}
          </Link>
        </p>
        <div className={styles.options} role="radiogroup">
          {options.map((option) => {
            const selected = option.value === choice;
            return (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={selected}
                className={selected ? `${styles.option} ${styles.selected}` : styles.option}
                onClick={() => setChoice(option.value)}
              >
                {selected ? <CheckCircleFilled className={styles.check} /> : null}
                <span className={styles.icon}>{option.icon}</span>
                <span className={styles.title}>
                  {option.title}
                  {option.value === INSTITUTION ? (
                    <Tag color="blue" className={styles.tag}>
                      {t('settlement.recommended')}
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.desc}>{option.desc}</span>
              </button>
            );
          })}
        </div>
      </Modal>
    </AntdIsland>
  );
}
