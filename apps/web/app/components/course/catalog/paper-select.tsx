import type { TCallResponse } from '@huitang/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../state/app-services';

/** The papers of my bank, for an exercise lesson to ask: a random one draws each student's questions. */
export function PaperSelect({ value, onChange }: { value?: number; onChange?: (id: number) => void }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [papers, setPapers] = useState<TCallResponse<'/exam/auth/paper/list'>['list'] | null>(null);
  useEffect(() => {
    void api.call('/exam/auth/paper/list', { pageSize: 100 }).then((reply) => {
      if (reply.code === 200) setPapers(reply.data.list);
    });
  }, [api]);
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
