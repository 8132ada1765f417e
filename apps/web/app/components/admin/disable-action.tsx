import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface TProps {
  disabled: boolean;
  /** What is being disabled, for the confirmation. */
  name: string;
  onToggle: (disable: boolean) => Promise<unknown>;
}

/** Disable or enable an account or institution, after a confirmation that says what follows. */
export function DisableAction({ disabled, name, onToggle }: TProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t(disabled ? 'admin.enableConfirm' : 'admin.disableConfirm', { name })}
      okText={t(disabled ? 'admin.enable' : 'admin.disable')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: !disabled }}
      onConfirm={() => void onToggle(!disabled)}
    >
      <Button type="link" size="small" danger={!disabled}>
        {t(disabled ? 'admin.enable' : 'admin.disable')}
      </Button>
    </Popconfirm>
  );
}

/** The state of an account or institution in a list. */
export function ActiveTag({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ color: disabled ? '#f54a45' : '#2ba471' }}>
      ● {t(disabled ? 'admin.disabled' : 'admin.active')}
    </span>
  );
}
