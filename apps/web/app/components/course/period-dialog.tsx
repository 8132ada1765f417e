import { PERIOD_KINDS, type TPeriod, type TVideo } from '@huitang/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Modal, Progress, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../upload/file-picker';
import { useVideoUpload } from './use-video-upload';
import { VideoState } from './video-state';

export interface TPeriodValues {
  title: string;
  kind: TPeriod['kind'];
  isFree: boolean;
  videoId?: number;
}

/** Video and document lessons are made here; live lessons and exercises come with their issues. */
const KINDS = PERIOD_KINDS.filter((kind) => kind === 'video' || kind === 'document');

/** Adds or edits a lesson: its name, kind, free preview, and for a video the upload. */
export function PeriodDialog({
  period,
  onSave,
  onCancel,
  busy,
}: {
  /** The lesson to edit, `null` for a new one; the dialog is closed when undefined. */
  period: TPeriod | null | undefined;
  onSave: (values: TPeriodValues) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TPeriodValues>();
  const kind = Form.useWatch('kind', form) ?? 'video';
  const [video, setVideo] = useState<TVideo | null>(null);
  const shown = video ?? period?.video ?? null;
  const upload = useVideoUpload((uploaded) => {
    setVideo(uploaded);
    form.setFieldValue('videoId', uploaded.id);
  });

  return (
    <Modal
      open={period !== undefined}
      title={period ? period.title : t('course.addPeriod')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, disabled: upload.uploading }}
      cancelText={t('common.cancel')}
      okText={t('common.confirm')}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) return;
        setVideo(null);
      }}
    >
      <Form<TPeriodValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          title: period?.title ?? '',
          kind: period?.kind ?? 'video',
          isFree: period?.isFree ?? false,
          videoId: period?.video?.id,
        }}
        onFinish={onSave}
      >
        <Form.Item
          name="title"
          label={t('course.periodTitle')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.enter', { field: t('course.periodTitle') }),
            },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label={t('course.kind')}>
          <Select options={KINDS.map((value) => ({ value, label: t(`course.kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="isFree" valuePropName="checked" extra={t('course.trialHint')}>
          <Checkbox>{t('course.trial')}</Checkbox>
        </Form.Item>
        {kind === 'video' ? (
          <Form.Item
            name="videoId"
            label={t('course.video')}
            rules={[{ required: true, message: t('course.videoFirst') }]}
          >
            <div>
              <FilePicker
                accept="video/*,.mp4,.mov,.webm,.flv,.m4v,.mkv,.avi"
                onFile={(file) => void upload.start(file)}
                disabled={upload.uploading}
              >
                <Button icon={<UploadOutlined />} disabled={upload.uploading}>
                  {t('course.chooseVideo')}
                </Button>
              </FilePicker>
              {upload.percent !== undefined ? (
                <Progress
                  percent={upload.percent}
                  size="small"
                  aria-label={t('course.uploading', { percent: upload.percent })}
                />
              ) : null}
              {shown ? <VideoState video={shown} /> : null}
            </div>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
