import { Code, isAuthFailure, type TLocale, type TUserExt } from '@huitang/contracts';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { browserTransport } from '../api/browser-transport';
import { createApi, type TApi, type TEnvelopeHandler } from '../api/client';
import { createToaster, type TToast } from '../lib/toast';
import { signOutToLogin } from '../lib/session/sign-out';
import {
  forgetUser,
  readReferral,
  rememberUser,
  removeReferral,
  storeReferral,
} from '../lib/session/user-storage';
import { useLazyMessage } from './use-lazy-message';

interface TAppServices {
  api: TApi;
  toast: TToast;
  /** SPEC 4 client state: the meeting a meeting page is showing (hides the home header). */
  meetingId: string | null;
  setMeetingId: (id: string | null) => void;
  referralCode: string | null;
  clearReferral: () => void;
}

const AppServicesContext = createContext<TAppServices | null>(null);

export const useAppServices = (): TAppServices => {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
};

interface TProps {
  locale: TLocale;
  user: TUserExt | null;
  notice: string | null;
  children: ReactNode;
}

export function AppServicesProvider({ locale, user, notice, children }: TProps) {
  // antd's message alone (the App component would also ship modal code), loaded with the first toast.
  const { show, holder: messageHolder } = useLazyMessage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [meetingId, setMeetingId] = useState<string | null>(null);
  const [referralCode, setReferralCode] = useState<string | null>(null);

  const toast = useMemo(() => createToaster(show), [show]);
  const api = useMemo(() => {
    const handle: TEnvelopeHandler = (envelope, options) => {
      if (envelope.code === Code.OK) return;
      const showTip = options.handleErrors !== false;
      if (isAuthFailure(envelope.code)) {
        const text = envelope.code === Code.LOGGED_IN_ELSEWHERE ? t('auth.elsewhere') : envelope.msg;
        signOutToLogin(showTip ? text : null);
      } else if (!showTip) return;
      else if (envelope.code === Code.NOT_FOUND) void navigate('/null');
      else toast(envelope.msg, 'error');
    };
    return createApi(browserTransport(locale, t('common.networkError')), handle);
  }, [locale, navigate, t, toast]);

  useEffect(() => {
    if (user) rememberUser(user);
    else forgetUser();
  }, [user]);

  useEffect(() => {
    if (notice) toast(notice, 'error');
  }, [notice, toast]);

  const queryReferral = searchParams.get('referralCode');
  useEffect(() => {
    if (queryReferral) storeReferral(queryReferral);
    setReferralCode(queryReferral ?? readReferral());
  }, [queryReferral]);

  const services = useMemo<TAppServices>(
    () => ({
      api,
      toast,
      meetingId,
      setMeetingId,
      referralCode,
      clearReferral: () => {
        removeReferral();
        setReferralCode(null);
      },
    }),
    [api, toast, meetingId, referralCode],
  );
  return (
    <AppServicesContext.Provider value={services}>
      {messageHolder}
      {children}
    </AppServicesContext.Provider>
  );
}
