import { WechatOutlined } from '@ant-design/icons';
import { Code, type TSocialBinding, type TSocialOptions } from '@huitang/contracts';
import { Avatar, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { formatTime } from '../../lib/format/format-time';
import { useAppServices } from '../../state/app-services';
import panel from '../account/bind-panel.module.css';
import { useStartWechat, useWechatKind } from './use-wechat';
import styles from './wechat.module.css';

/** /account/bind's WeChat: bound (nickname, since when, unbind) or not (bind, when the site offers it). */
export function WechatPanel({ binding, options }: { binding: TSocialBinding; options: TSocialOptions }) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const revalidator = useRevalidator();
  const kind = useWechatKind(options);
  const { busy, start } = useStartWechat();

  const unbind = async () => {
    const reply = await api.call('/user/auth/user/social/unbind', {});
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    await revalidator.revalidate();
  };

  return (
    <div className={panel.panel} data-testid="wechat-panel">
      {binding.bound ? (
        <Avatar
          size={52}
          src={binding.headImgUrl || undefined}
          icon={<WechatOutlined />}
          className={styles.wechatIcon}
        />
      ) : (
        <span className={`${panel.icon} ${styles.wechatIcon}`}>
          <WechatOutlined />
        </span>
      )}
      <div className={panel.body}>
        <div className={panel.label}>{t('wechat.panelLabel')}</div>
        <div className={panel.mobile}>{binding.bound ? binding.nickname : t('wechat.notBound')}</div>
        <p className={panel.text}>
          {binding.bound && binding.gmtBind
            ? t('wechat.boundSince', { date: formatTime(binding.gmtBind).slice(0, 10) })
            : t('wechat.panelExplain')}
        </p>
        <div className={panel.actions}>
          {binding.bound ? (
            <Popconfirm title={t('wechat.unbindConfirm')} onConfirm={() => void unbind()}>
              <Button size="middle">{t('wechat.unbind')}</Button>
            </Popconfirm>
          ) : kind ? (
            <Button
              type="primary"
              size="middle"
              icon={<WechatOutlined />}
              loading={busy}
              onClick={() => void start({ kind, purpose: 'bind', returnTo: '/account/bind' })}
            >
              {t('wechat.bind')}
            </Button>
          ) : (
            <span className={panel.label}>{t('wechat.off')}</span>
          )}
        </div>
      </div>
    </div>
  );
}
