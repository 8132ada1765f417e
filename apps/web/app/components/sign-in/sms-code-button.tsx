import { Code } from '@huitang/contracts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';

const COUNTDOWN_SECONDS = 60;

interface TProps {
  /** Validates and returns the mobile number, or undefined when the field is not valid. */
  mobile: () => Promise<string | undefined>;
  size?: 'middle' | 'large';
}

/** Sends the SMS code and blocks a resend for 60 seconds. */
export function SmsCodeButton({ mobile, size = 'large' }: TProps) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const send = async () => {
    const number = await mobile();
    if (!number) return;
    setSending(true);
    const reply = await api.call('/user/api/user/send/code', { mobile: number });
    setSending(false);
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    setSeconds(COUNTDOWN_SECONDS);
  };

  return (
    <Button
      size={size}
      disabled={seconds > 0}
      loading={sending}
      onClick={() => void send()}
      style={{ width: 132 }}
    >
      {seconds > 0 ? t('auth.resend', { seconds }) : t('auth.sendCode')}
    </Button>
  );
}
