import type { TDocument } from '@huitang/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A document lesson's PDF: its name, pages and how many of them visitors may read free. */
export function DocumentState({ document, previewPages }: { document: TDocument; previewPages: number }) {
  const { t } = useTranslation();
  return (
    <div data-testid="document-state">
      <Typography.Text type="secondary">{document.fileName}</Typography.Text>{' '}
      <Typography.Text>
        {t('course.pages', { count: document.pageCount })}
        {previewPages > 0 ? ` · ${t('course.freePagesShort', { count: previewPages })}` : ''}
      </Typography.Text>
    </div>
  );
}
