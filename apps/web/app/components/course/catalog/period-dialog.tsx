import {
  PERIOD_KINDS,
  type TCourseFile,
  type TCourseKind,
  type TDocument,
  type TPeriod,
  type TVideo,
} from '@huitang/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Progress, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { isoOfPicker, pickerOf } from '../../../lib/china-picker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../upload/file-picker';
import { DocumentState } from './document-state';
import { FileState } from './file-state';
import { PaperSelect } from './paper-select';
import { DOCUMENT_UPLOAD, FILE_UPLOAD, useLessonUpload } from './use-lesson-upload';
import { useVideoUpload } from './use-video-upload';
import { VideoState } from './video-state';

export interface TPeriodValues {
  title: string;
  kind: TPeriod['kind'];
  isFree: boolean;
  videoId?: number;
  documentId?: number;
  fileId?: number;
  /** The fixed paper an exercise lesson asks. */
  paperId?: number;
  previewPages?: number;
  /** A live lesson's start (ISO) and length. */
  liveStartsAt?: string;
  liveMinutes?: number;
}
/** The form's own values: a live lesson's start is picked as a date and time, in China time. */
type TFormValues = Omit<TPeriodValues, 'liveStartsAt'> & { liveStartsAt?: Dayjs };

/** What a resource may be (the server decides by the bytes; this only filters the file dialog). */
const RESOURCE_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.rar,.7z,image/*,audio/*,.mp3,.m4a,.wav,.flac,.mp4';

/** The lesson a course of each kind is mostly made of, first in a new lesson's form. */
const FIRST_KINDS = { vod: 'video', live: 'live', library: 'document', resource: 'file' } as const;

/** An upload's progress bar, while one is on its way. */
const Sending = ({ percent }: { percent: number | undefined }) => {
  const { t } = useTranslation();
  return percent === undefined ? null : (
    <Progress percent={percent} size="small" aria-label={t('course.uploading', { percent })} />
  );
};

/**
 * Adds or edits a lesson: its name, kind, free preview, and the upload: a video (resumable) or a PDF
 * with how many of its first pages visitors may read.
 */
export function PeriodDialog({
  courseKind,
  period,
  onSave,
  onCancel,
  busy,
}: {
  /** A library's lessons are documents first. */
  courseKind: TCourseKind;
  /** The lesson to edit, `null` for a new one; the dialog is closed when undefined. */
  period: TPeriod | null | undefined;
  onSave: (values: TPeriodValues) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const firstKind = FIRST_KINDS[courseKind];
  const kind = Form.useWatch('kind', form) ?? firstKind;
  const [video, setVideo] = useState<TVideo | null>(null);
  const [pdf, setPdf] = useState<TDocument | null>(null);
  const [kept, setKept] = useState<TCourseFile | null>(null);
  const shownFile = kept ?? period?.file ?? null;
  const shown = video ?? period?.video ?? null;
  const shownDocument = pdf ?? period?.document ?? null;
  const upload = useVideoUpload((uploaded) => {
    setVideo(uploaded);
    form.setFieldValue('videoId', uploaded.id);
  });
  const documentUpload = useLessonUpload<TDocument>(DOCUMENT_UPLOAD, (uploaded) => {
    setPdf(uploaded);
    form.setFieldValue('documentId', uploaded.id);
  });
  const fileUpload = useLessonUpload<TCourseFile>(FILE_UPLOAD, (uploaded) => {
    setKept(uploaded);
    form.setFieldValue('fileId', uploaded.id);
  });
  const uploading = upload.uploading || documentUpload.uploading || fileUpload.uploading;

  return (
    <Modal
      open={period !== undefined}
      title={period ? period.title : t('course.addPeriod')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, disabled: uploading }}
      cancelText={t('common.cancel')}
      okText={t('common.confirm')}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open) return;
        setVideo(null);
        setPdf(null);
        setKept(null);
      }}
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          title: period?.title ?? '',
          kind: period?.kind ?? firstKind,
          isFree: period?.isFree ?? false,
          videoId: period?.video?.id,
          documentId: period?.document?.id,
          fileId: period?.file?.id,
          paperId: period?.paperId ?? undefined,
          previewPages: period?.previewPages ?? 0,
          liveStartsAt: pickerOf(period?.liveStartsAt ?? undefined),
          liveMinutes: period?.liveMinutes || 60,
        }}
        onFinish={({ liveStartsAt, ...values }) =>
          onSave({ ...values, ...(liveStartsAt ? { liveStartsAt: isoOfPicker(liveStartsAt) } : {}) })
        }
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
          <Select options={PERIOD_KINDS.map((value) => ({ value, label: t(`course.kinds.${value}`) }))} />
        </Form.Item>
        <Form.Item name="isFree" valuePropName="checked" extra={t('course.trialHint')}>
          <Checkbox>{t('course.trial')}</Checkbox>
        </Form.Item>
        {kind === 'live' ? (
          <>
            <Form.Item
              name="liveStartsAt"
              label={t('course.liveStartsAt')}
              rules={[{ required: true, message: t('course.liveStartFirst') }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
            <Form.Item name="liveMinutes" label={t('course.liveMinutes')}>
              <InputNumber min={1} max={720} precision={0} aria-label={t('course.liveMinutes')} />
            </Form.Item>
          </>
        ) : null}
        {kind === 'video' || kind === 'live' ? (
          <Form.Item
            name="videoId"
            label={kind === 'live' ? t('course.replayVideo') : t('course.video')}
            extra={kind === 'live' ? t('course.replayHint') : undefined}
            rules={kind === 'live' ? [] : [{ required: true, message: t('course.videoFirst') }]}
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
              <Sending percent={upload.percent} />
              {shown ? <VideoState video={shown} /> : null}
            </div>
          </Form.Item>
        ) : null}
        {kind === 'praxis' ? (
          <Form.Item
            name="paperId"
            label={t('course.paper')}
            extra={t('course.paperHint')}
            rules={[{ required: true, message: t('course.paperFirst') }]}
          >
            <PaperSelect />
          </Form.Item>
        ) : null}
        {kind === 'file' ? (
          <Form.Item
            name="fileId"
            label={t('course.file')}
            extra={t('course.fileHint')}
            rules={[{ required: true, message: t('course.fileFirst') }]}
          >
            <div>
              <FilePicker
                accept={RESOURCE_ACCEPT}
                onFile={(file) => void fileUpload.start(file)}
                disabled={uploading}
              >
                <Button icon={<UploadOutlined />} disabled={uploading}>
                  {t('course.chooseFile')}
                </Button>
              </FilePicker>
              <Sending percent={fileUpload.percent} />
              {shownFile ? <FileState file={shownFile} /> : null}
            </div>
          </Form.Item>
        ) : null}
        {kind === 'document' ? (
          <>
            <Form.Item
              name="documentId"
              label={t('course.document')}
              rules={[{ required: true, message: t('course.documentFirst') }]}
            >
              <div>
                <FilePicker
                  accept="application/pdf,.pdf"
                  onFile={(file) => void documentUpload.start(file)}
                  disabled={uploading}
                >
                  <Button icon={<UploadOutlined />} disabled={uploading}>
                    {t('course.chooseDocument')}
                  </Button>
                </FilePicker>
                <Sending percent={documentUpload.percent} />
                {shownDocument ? <DocumentState document={shownDocument} previewPages={0} /> : null}
              </div>
            </Form.Item>
            <Form.Item
              name="previewPages"
              label={t('course.previewPages')}
              extra={t('course.previewPagesHint')}
            >
              <InputNumber
                min={0}
                max={shownDocument?.pageCount ?? 10000}
                precision={0}
                aria-label={t('course.previewPages')}
              />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
