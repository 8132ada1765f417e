import { ZLiveDecorationEdit, type TLiveDecoration } from '@huitang/contracts';
import { Form } from 'antd';
import { ContractLimits } from '../forms/contract-limits';
import { SubmitRow } from '../forms/fields';
import { ImageField } from '../forms/image-field';
import { SectionTitle } from '../forms/section-title';
import { DocumentUpload } from '../console/document-upload';
import { LangField } from '../console/lang-field';
import { useConsoleWrites } from '../console/use-console-writes';
import consoleStyles from '../console/console.module.css';

/**
 * The live's look (SPEC "live decoration"): the title over the player, the cover on the player
 * before it plays, the page's background, and the warm-up video or image shown until the live starts.
 */
export function DecorationForm({ decoration }: { decoration: TLiveDecoration }) {
  const { t, lang, api, busy, run } = useConsoleWrites();
  return (
    <ContractLimits schema={ZLiveDecorationEdit}>
      <SectionTitle title={t('live.decoration.title')} note={t('live.decoration.note')} />
      <Form<TLiveDecoration>
        className={consoleStyles.form}
        labelCol={{ flex: '120px' }}
        labelWrap
        initialValues={decoration}
        onFinish={(values) =>
          void run(() =>
            api.call('/meeting/auth/meeting/live/decoration/edit', {
              ...decoration,
              ...values,
              meetingId: decoration.meetingId,
            }),
          )
        }
      >
        <LangField name="title" label={t('live.decoration.heading')} lang={lang} />
        <ImageField
          name="coverUrl"
          label={t('live.decoration.cover')}
          width={192}
          height={108}
          extra={t('live.decoration.coverNote')}
        />
        <ImageField
          name="backgroundUrl"
          label={t('live.decoration.background')}
          width={192}
          height={108}
          extra={t('live.decoration.backgroundNote')}
        />
        <ImageField name="warmupImageUrl" label={t('live.decoration.warmupImage')} width={192} height={108} />
        <Form.Item name="warmupVideoUrl" label={t('live.decoration.warmupVideo')}>
          <DocumentUpload kind="video" hint={t('live.decoration.warmupVideoNote')} />
        </Form.Item>
        <SubmitRow text={t('console.save')} busy={busy} />
      </Form>
    </ContractLimits>
  );
}
