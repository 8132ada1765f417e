import type { TPeriodRead, TStudyReport } from '@huitang/contracts';
import { LeftOutlined, LockOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../state/app-services';
import styles from './document-reader.module.css';

type TPdf = Awaited<ReturnType<typeof import('pdfjs-dist').getDocument>['promise']>;

/** pdf.js and its worker, loaded on the first document opened (about 400 KB gzip: no other page pays for them). */
const loadPdf = async (url: string): Promise<TPdf> => {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // Chinese PDFs often lean on the reader's CMaps and standard fonts instead of embedding them.
  return pdfjs.getDocument({
    url,
    cMapUrl: '/pdfjs/cmaps/',
    cMapPacked: true,
    standardFontDataUrl: '/pdfjs/standard_fonts/',
  }).promise;
};

/**
 * A document period read page by page: pdf.js draws each page at the reader's width from a PDF that
 * holds only the pages the caller may read (the server cuts it), so what a visitor cannot read never
 * reaches the browser. Past the free pages it says how many more the course has. Students report
 * each page they turn to, to resume there and to finish the document by reading it through.
 */
export function DocumentReader({
  read,
  report,
  onReport,
}: {
  read: TPeriodRead;
  report: boolean;
  onReport?: (answer: TStudyReport) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [pdf, setPdf] = useState<TPdf | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(read.page);
  /** Turned past the last free page: the end of the trial is shown instead of a page. */
  const [pastFree, setPastFree] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const reports = useRef(Promise.resolve());
  const onReportRef = useRef(onReport);
  onReportRef.current = onReport;

  useEffect(() => {
    let open: TPdf | undefined;
    let gone = false;
    loadPdf(read.pdfUrl).then(
      (loaded) => {
        if (gone) void loaded.destroy();
        else setPdf((open = loaded));
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      void open?.destroy();
    };
  }, [read.pdfUrl]);

  useEffect(() => {
    if (!pdf || !canvas.current || !frame.current || pastFree) return;
    let cancelled = false;
    let task: { cancel(): void } | undefined;
    void pdf.getPage(page).then((shown) => {
      if (cancelled || !canvas.current || !frame.current) return;
      const width = frame.current.clientWidth;
      const ratio = window.devicePixelRatio || 1;
      const viewport = shown.getViewport({ scale: (width / shown.getViewport({ scale: 1 }).width) * ratio });
      canvas.current.width = viewport.width;
      canvas.current.height = viewport.height;
      canvas.current.style.width = `${width}px`;
      const rendering = shown.render({ canvas: canvas.current, viewport });
      task = rendering;
      rendering.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, pastFree]);

  useEffect(() => {
    // Every page turned to, drawn yet or not, one report at a time in the order the pages were turned:
    // reading in order is what finishes a document.
    if (report)
      reports.current = reports.current.then(async () => {
        const reply = await api.call(
          '/course/auth/study/read',
          { periodId: read.periodId, page },
          { handleErrors: false },
        );
        if (reply.data) onReportRef.current?.(reply.data);
      });
  }, [api, page, read.periodId, report]);

  const locked = read.readablePages < read.pageCount;
  const next = () => {
    if (page < read.readablePages) setPage(page + 1);
    else if (locked) setPastFree(true);
  };
  const previous = () => {
    if (pastFree) setPastFree(false);
    else if (page > 1) setPage(page - 1);
  };

  return (
    <div className={styles.reader} data-testid="document-reader">
      <div className={styles.bar}>
        <Button icon={<LeftOutlined />} onClick={previous} disabled={page === 1 && !pastFree}>
          {t('course.reader.previous')}
        </Button>
        <span className={styles.where} data-testid="reader-page">
          {pastFree ? t('course.reader.trialEnd') : t('course.reader.page', { page, count: read.pageCount })}
        </span>
        <Button onClick={next} disabled={pastFree || (page >= read.readablePages && !locked)}>
          {t('course.reader.next')} <RightOutlined />
        </Button>
      </div>
      <div ref={frame} className={styles.frame}>
        {failed ? (
          <p className={styles.message}>{t('course.reader.failed')}</p>
        ) : pastFree ? (
          <div className={styles.message} data-testid="reader-locked">
            <LockOutlined className={styles.lock} />
            <p>{t('course.reader.locked', { free: read.readablePages, count: read.pageCount })}</p>
          </div>
        ) : (
          <>
            {pdf ? null : <Spin className={styles.spin} />}
            <canvas
              ref={canvas}
              className={styles.canvas}
              aria-label={t('course.reader.page', { page, count: read.pageCount })}
            />
          </>
        )}
      </div>
    </div>
  );
}
