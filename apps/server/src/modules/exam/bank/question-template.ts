import { translate, type TLocale } from '@huitang/contracts';
import { simpleSheet } from '../../../platform/http/files/xlsx-book.ts';
import { COLUMNS } from './question-sheet.ts';

type TExample = [
  kind: string,
  stem: string,
  options: string[],
  answer: string,
  explanation: string,
  difficulty: string,
  category: string,
];

/** One example of each kind, a comprehension question with its sub-questions last, in each language. */
const EXAMPLES: Record<TLocale, TExample[]> = {
  zh: [
    [
      '单选题',
      '正常成人静息心率的范围是？',
      ['40–60 次/分', '60–100 次/分', '100–120 次/分'],
      'B',
      '正常窦性心律 60–100 次/分。',
      '易',
      '心血管基础',
    ],
    [
      '多选题',
      '以下哪些属于心血管疾病的危险因素？',
      ['高血压', '吸烟', '贫血', '糖尿病'],
      'ABD',
      '',
      '中',
      '心血管基础',
    ],
    ['判断题', '心房颤动会增加卒中风险。', [], '对', '', '易', '心血管基础'],
    [
      '填空题',
      '心电图上 P 波代表___除极，QRS 波群代表___除极。',
      [],
      '心房|心室/左右心室',
      '每空用 | 隔开，同一空的多个答案用 / 隔开。',
      '中',
      '心血管基础',
    ],
    ['简答题', '简述急性心肌梗死的典型临床表现。', [], '胸痛持续 30 分钟以上……', '', '难', '心血管基础'],
    [
      '材料题',
      '患者男，58 岁，突发胸骨后压榨样疼痛 2 小时，伴大汗。心电图示 V1–V4 导联 ST 段抬高。（材料写在题干，答案留空；下面以“子题-”开头的行是它的小题，难度和分类随材料题）',
      [],
      '',
      '',
      '中',
      '心血管基础',
    ],
    [
      '子题-单选题',
      '最可能的诊断是？',
      ['稳定型心绞痛', '急性前壁心肌梗死', '急性心包炎'],
      'B',
      'V1–V4 导联 ST 段抬高提示前壁心梗。',
      '',
      '',
    ],
    ['子题-判断题', '应尽快评估再灌注治疗。', [], '对', '', '', ''],
  ],
  en: [
    [
      'single',
      'What is the normal resting heart rate of an adult?',
      ['40–60 bpm', '60–100 bpm', '100–120 bpm'],
      'B',
      'Normal sinus rhythm is 60–100 bpm.',
      'easy',
      'Cardiology basics',
    ],
    [
      'multiple',
      'Which are risk factors for cardiovascular disease?',
      ['Hypertension', 'Smoking', 'Anaemia', 'Diabetes'],
      'ABD',
      '',
      'medium',
      'Cardiology basics',
    ],
    ['judge', 'Atrial fibrillation raises the risk of stroke.', [], 'true', '', 'easy', 'Cardiology basics'],
    [
      'fill',
      'On an ECG the P wave shows ___ depolarisation, the QRS complex ___ depolarisation.',
      [],
      'atrial|ventricular/ventricles',
      'Split blanks with |, accepted answers of one blank with /.',
      'medium',
      'Cardiology basics',
    ],
    [
      'short',
      'Describe the typical presentation of an acute myocardial infarction.',
      [],
      'Chest pain lasting over 30 minutes…',
      '',
      'hard',
      'Cardiology basics',
    ],
    [
      'comprehension',
      'A 58-year-old man has had crushing chest pain for 2 hours, with sweating. His ECG shows ST elevation in V1–V4. (The passage goes in Question, the answer stays empty; the rows below starting with "sub-" are its questions and take its difficulty and category.)',
      [],
      '',
      '',
      'medium',
      'Cardiology basics',
    ],
    [
      'sub-single',
      'What is the most likely diagnosis?',
      ['Stable angina', 'Acute anterior myocardial infarction', 'Acute pericarditis'],
      'B',
      'ST elevation in V1–V4 points to an anterior infarction.',
      '',
      '',
    ],
    ['sub-judge', 'Reperfusion should be considered at once.', [], 'true', '', '', ''],
  ],
};

/** The template: the header in the caller's language and examples of every kind in it. */
export const questionTemplate = (locale: TLocale) => {
  const header = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((key) => COLUMNS[key][locale]);
  const rows = EXAMPLES[locale].map(([kind, stem, options, answer, explanation, difficulty, category]) => [
    kind,
    stem,
    ...Array.from({ length: 6 }, (_, index) => options[index] ?? ''),
    answer,
    explanation,
    difficulty,
    category,
  ]);
  return simpleSheet(translate('questionSheet.sheetName', locale), header, rows);
};
