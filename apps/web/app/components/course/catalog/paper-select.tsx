import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiData } from '../../../state/use-api-data';

/** The papers of my bank, for an exercise lesson to ask: a random one draws each student's questions. */
export function PaperSelect({ value, onChange }: { value?: number; onChange?: (id: number) => void }) {
  const { t } = useTranslation();
  const papers = useApiData('/exam/auth/paper/list', { pageSize: 100 }).data?.list ?? null;
  return (
    <Select
      aria-label={t('course.paper')}
      loading={papers === null}
      value={value}
      onChange={onChange}
      notFoundContent={t('course.noPapers')}
      options={(papers ?? []).map((paper) => ({
        value: paper.id,
        label: t(paper.mode === 'random' ? 'course.paperLabelRandom' : 'course.paperLabel', {
          name: paper.paperName,
          total: paper.totalScore,
          pass: paper.passScore,
        }),
      }))}
    />
  );
}
