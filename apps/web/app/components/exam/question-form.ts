import {
  OPTION_KEYS,
  type TQuestion,
  type TQuestionContent,
  type TQuestionSave,
  type TSubQuestionContent,
} from '@huitang/contracts';

/** A question's kind-specific part as the editor holds it: option texts in order, right letters, blanks as "a|b". */
export interface TKindValues {
  kind: TSubQuestionContent['kind'];
  optionTexts?: string[];
  single?: string;
  multiple?: string[];
  judge?: boolean;
  blanks?: string[];
  reference?: string;
}
export interface TSubValues extends TKindValues {
  stem: string;
  explanation?: string;
}
export interface TQuestionValues extends Omit<TKindValues, 'kind'> {
  kind: TQuestionContent['kind'];
  categoryId: number | null;
  difficulty: 1 | 2 | 3;
  stem: string;
  image?: string;
  explanation?: string;
  children?: TSubValues[];
}

const contentOfKind = (values: TKindValues): TSubQuestionContent => {
  const options = (values.optionTexts ?? []).map((text, index) => ({ key: OPTION_KEYS[index]!, text }));
  switch (values.kind) {
    case 'single':
      return { kind: 'single', options, answer: (values.single ?? '') as 'A' };
    case 'multiple':
      return { kind: 'multiple', options, answer: (values.multiple ?? []) as 'A'[] };
    case 'judge':
      return { kind: 'judge', answer: values.judge ?? true };
    case 'fill':
      return {
        kind: 'fill',
        blanks: (values.blanks ?? []).map((line) =>
          line
            .split('|')
            .map((text) => text.trim())
            .filter(Boolean),
        ),
      };
    case 'short':
      return { kind: 'short', reference: values.reference ?? '' };
  }
};

/** The editor's values as the save call takes them. */
export const saveOf = (values: TQuestionValues, id?: number): TQuestionSave => ({
  ...(id ? { id } : {}),
  categoryId: values.categoryId ?? null,
  difficulty: values.difficulty,
  stem: values.stem,
  images: values.image ? [values.image] : [],
  explanation: values.explanation ?? '',
  content:
    values.kind === 'material'
      ? {
          kind: 'material',
          children: (values.children ?? []).map((child) => ({
            stem: child.stem,
            explanation: child.explanation ?? '',
            content: contentOfKind(child),
          })),
        }
      : contentOfKind({ ...values, kind: values.kind }),
});

const kindValuesOf = (content: TSubQuestionContent): TKindValues => {
  switch (content.kind) {
    case 'single':
      return { kind: 'single', optionTexts: content.options.map((o) => o.text), single: content.answer };
    case 'multiple':
      return { kind: 'multiple', optionTexts: content.options.map((o) => o.text), multiple: content.answer };
    case 'judge':
      return { kind: 'judge', judge: content.answer };
    case 'fill':
      return { kind: 'fill', blanks: content.blanks.map((accepted) => accepted.join('|')) };
    case 'short':
      return { kind: 'short', reference: content.reference };
  }
};

/** A stored question as the editor shows it. */
export const valuesOf = (question: TQuestion): TQuestionValues => ({
  ...(question.content.kind === 'material' ? { kind: 'material' } : kindValuesOf(question.content)),
  categoryId: question.categoryId,
  difficulty: question.difficulty as 1 | 2 | 3,
  stem: question.stem,
  image: question.images[0],
  explanation: question.explanation,
  children: question.children.map((child) => ({
    ...kindValuesOf(child.content),
    stem: child.stem,
    explanation: child.explanation,
  })),
});

/** A new question of a kind, with the fields it needs ready to fill. */
export const blankValues = (kind: TQuestionValues['kind'], categoryId: number | null): TQuestionValues => ({
  kind,
  categoryId,
  difficulty: 2,
  stem: '',
  optionTexts: ['', '', '', ''],
  judge: true,
  blanks: [''],
  children: kind === 'material' ? [{ kind: 'single', stem: '', optionTexts: ['', '', '', ''] }] : [],
});

/** Difficulty 1–3 by the name its text goes under. */
export const DIFFICULTY_NAMES = { 1: 'easy', 2: 'medium', 3: 'hard' } as const;
