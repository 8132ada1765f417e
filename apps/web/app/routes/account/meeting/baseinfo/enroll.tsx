import { Tabs } from 'antd';
import type { Route } from './+types/enroll';
import { ConsolePage } from '../../../../components/console/console-page';
import { loadRows } from '../console-rows.server';
import { useConsoleWrites } from '../../../../components/console/use-console-writes';
import { lazyPart } from '../../../../components/page/lazy-part';
import { SignUpSettingsForm } from '../../../../components/sign-up/settings/sign-up-settings-form';
import { pageTitle } from '../../../../lib/page-title';
import { loadTexts } from '../../../../i18n';

await loadTexts('signUp');

// The page opens on the settings tab; the others load when first opened.
const TypeEditor = lazyPart(() =>
  import('../../../../components/sign-up/settings/type-editor').then((m) => m.TypeEditor),
);
const HotelEditor = lazyPart(() =>
  import('../../../../components/sign-up/settings/hotel-editor').then((m) => m.HotelEditor),
);
const DiscountEditor = lazyPart(() =>
  import('../../../../components/sign-up/settings/discount-editor').then((m) => m.DiscountEditor),
);

export { RouteErrorBoundary as ErrorBoundary } from '../../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.console.menu.enroll);

export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [settings, discounts] = await Promise.all([
    loadRows(request, context, '/meeting/auth/meeting/enroll/get'),
    loadRows(request, context, '/meeting/auth/meeting/discount/list'),
  ]);
  return { settings, discounts };
};

/** /account/meeting/baseinfo/enroll: sign-up settings and form, registration types, hotels, discount codes. */
export default function Enroll({ loaderData: { settings, discounts } }: Route.ComponentProps) {
  const { t, lang } = useConsoleWrites();
  return (
    <ConsolePage title={t('console.menu.enroll')} lang={lang}>
      <Tabs
        items={[
          {
            key: 'settings',
            label: t('signUp.enroll.tabSettings'),
            children: <SignUpSettingsForm settings={settings} />,
          },
          {
            key: 'types',
            label: t('signUp.enroll.tabTypes'),
            children: <TypeEditor types={settings.types} />,
          },
          {
            key: 'hotels',
            label: t('signUp.enroll.tabHotels'),
            children: <HotelEditor hotels={settings.hotels} />,
          },
          {
            key: 'discounts',
            label: t('signUp.enroll.tabDiscounts'),
            children: <DiscountEditor discounts={discounts} types={settings.types} />,
          },
        ]}
      />
    </ConsolePage>
  );
}
