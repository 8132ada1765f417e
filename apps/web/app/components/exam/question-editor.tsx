import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  QUESTION_KINDS,
  SUB_QUESTION_KINDS,
  type TQuestion,
  type TQuestionCategory,
} from '@huitang/contracts';
import { Button, Checkbox, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../forms/image-field';
import { Labelled } from './labelled';
import { letterAt } from './question-card';
import { DIFFICULTY_NAMES, blankValues, saveOf, valuesOf, type TQuestionValues } from './question-form';

interface TProps {
  /** A question to edit, 'new' for a new one, null when closed. */
  question: TQuestion | 'new' | null;
  categories: TQuestionCategory[];
  defaultKind: TQuestionValues['kind'];
  /** The category a new question starts in (the one the bank is showing). */
  defaultCategoryId: number | null;
  busy: boolean;
  onSave: (save: ReturnType<typeof saveOf>) => Promise<boolean>;
  onClose: () => void;
}

/** A list of texts the editor grows and shrinks: a choice question's options, a fill-in's blanks. */
function TextList({
  name,
  label,
  itemLabel,
  fewest,
  most,
  maxLength,
  addText,
}: {
  name: (string | number)[];
  label: string;
  itemLabel: (index: number) => string;
  fewest: number;
  most: number;
  maxLength: number;
  addText: string;
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Form.Item label={label} required>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Labelled before={itemLabel(index)}>
                <Form.Item name={field.name} rules={[{ required: true, whitespace: true }]} noStyle>
                  <Input
                    style={{ width: 420 }}
                    maxLength={maxLength}
                    aria-label={`${label} ${itemLabel(index)}`}
                  />
                </Form.Item>
              </Labelled>
              {fields.length > fewest ? <MinusCircleOutlined onClick={() => remove(field.name)} /> : null}
            </Space>
          ))}
          {fields.length < most ? (
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add('')}
              style={{ marginTop: 6 }}
            >
              {addText}
            </Button>
          ) : null}
        </Form.Item>
      )}
    </Form.List>
  );
}

/** The fields a kind asks for: options and the right ones, true/false, accepted blanks, or a reference answer. */
function KindFields({ path }: { path: (string | number)[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const kind = Form.useWatch([...path, 'kind'], form) as string | undefined;
  const texts = (Form.useWatch([...path, 'optionTexts'], form) as string[] | undefined) ?? [];
  const name = (field: string): (string | number)[] => [...path, field];
  const letters = texts.map((_, index) => ({ value: letterAt(index), label: letterAt(index) }));
  if (kind === 'single' || kind === 'multiple')
    return (
      <>
        <TextList
          name={name('optionTexts')}
          label={t('examAdmin.options')}
          itemLabel={(index) => `${letterAt(index)}.`}
          fewest={2}
          most={8}
          maxLength={500}
          addText={t('examAdmin.addOption')}
        />
        <Form.Item name={name(kind)} label={t('examAdmin.rightAnswer')} rules={[{ required: true }]}>
          {kind === 'single' ? <Radio.Group options={letters} /> : <Checkbox.Group options={letters} />}
        </Form.Item>
      </>
    );
  if (kind === 'judge')
    return (
      <Form.Item name={name('judge')} label={t('examAdmin.rightAnswer')}>
        <Radio.Group
          options={[
            { value: true, label: t('exam.judgeTrue') },
            { value: false, label: t('exam.judgeFalse') },
          ]}
        />
      </Form.Item>
    );
  if (kind === 'fill')
    return (
      <TextList
        name={name('blanks')}
        label={t('examAdmin.blanks')}
        itemLabel={(index) => t('exam.blank', { n: index + 1 })}
        fewest={1}
        most={10}
        maxLength={2000}
        addText={t('examAdmin.addBlank')}
      />
    );
  if (kind === 'short')
    return (
      <Form.Item name={name('reference')} label={t('examAdmin.reference')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
      </Form.Item>
    );
  return null;
}

/**
 * Writing a question of any kind (SPEC subject add; comprehend for comprehension questions): the
 * stem, a picture, the kind's options and right answers, the explanation, and for a comprehension
 * question its sub-questions.
 */
export function QuestionEditor({
  question,
  categories,
  defaultKind,
  defaultCategoryId,
  busy,
  onSave,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TQuestionValues>();
  const kind = Form.useWatch('kind', form);
  useEffect(() => {
    if (question === null) return;
    form.resetFields();
    form.setFieldsValue(
      question === 'new' ? blankValues(defaultKind, defaultCategoryId) : valuesOf(question),
    );
  }, [form, question, defaultKind, defaultCategoryId]);
  const editing = question !== null && question !== 'new';
  return (
    <Modal
      open={question !== null}
      width={760}
      title={editing ? t('examAdmin.editQuestion') : t('examAdmin.addQuestion')}
      okText={t('examAdmin.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<TQuestionValues>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void onSave(saveOf(values, editing ? question.id : undefined)).then((done) => done && onClose())
        }
      >
        <Space wrap>
          <Form.Item name="kind" label={t('examAdmin.kind')}>
            <Select
              style={{ width: 140 }}
              disabled={editing}
              options={QUESTION_KINDS.map((value) => ({ value, label: t(`exam.kinds.${value}`) }))}
              onChange={(value: TQuestionValues['kind']) =>
                form.setFieldsValue({
                  ...blankValues(value, form.getFieldValue('categoryId') as number | null),
                  stem: form.getFieldValue('stem') as string,
                })
              }
            />
          </Form.Item>
          <Form.Item name="difficulty" label={t('examAdmin.difficulty')}>
            <Select
              style={{ width: 110 }}
              options={([1, 2, 3] as const).map((value) => ({
                value,
                label: t(`exam.difficulties.${DIFFICULTY_NAMES[value]}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="categoryId" label={t('examAdmin.category')}>
            <Select
              style={{ width: 200 }}
              allowClear
              options={categories.map((c) => ({ value: c.id, label: c.categoryName }))}
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="stem"
          label={t('examAdmin.stem')}
          extra={kind === 'fill' ? t('examAdmin.stemHint') : undefined}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
        <ImageField name="image" label={t('examAdmin.images')} />
        {kind === 'material' ? (
          <Form.List name="children">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <div
                    key={field.key}
                    style={{ padding: 12, marginBottom: 12, border: '1px dashed #d9d9d9', borderRadius: 6 }}
                  >
                    <Space align="baseline" wrap>
                      <strong>{t('examAdmin.childNo', { n: index + 1 })}</strong>
                      <Form.Item name={[field.name, 'kind']} noStyle>
                        <Select
                          style={{ width: 130 }}
                          options={SUB_QUESTION_KINDS.map((value) => ({
                            value,
                            label: t(`exam.kinds.${value}`),
                          }))}
                        />
                      </Form.Item>
                      {fields.length > 1 ? (
                        <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                          {t('examAdmin.remove')}
                        </Button>
                      ) : null}
                    </Space>
                    <Form.Item
                      name={[field.name, 'stem']}
                      label={t('examAdmin.stem')}
                      rules={[{ required: true, whitespace: true }]}
                    >
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={5000} />
                    </Form.Item>
                    <KindFields path={['children', field.name]} />
                    <Form.Item name={[field.name, 'explanation']} label={t('examAdmin.explanation')}>
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={5000} />
                    </Form.Item>
                  </div>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({
                      kind: 'single',
                      stem: '',
                      optionTexts: ['', '', '', ''],
                      blanks: [''],
                      judge: true,
                    })
                  }
                >
                  {t('examAdmin.addChild')}
                </Button>
              </>
            )}
          </Form.List>
        ) : (
          <KindFields path={[]} />
        )}
        <Form.Item name="explanation" label={t('examAdmin.explanation')} style={{ marginTop: 12 }}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
