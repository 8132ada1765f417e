import { ZCourseFields, type TCourseOutline } from '@huitang/contracts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/add';
import { dataOf, serverApi } from '../../../api/server';
import { centreForm } from '../../../components/account/form-layout';
import { PageTitle } from '../../../components/account/page-title';
import { ContractLimits } from '../../../components/forms/contract-limits';
import { SubmitRow, TextField } from '../../../components/forms/fields';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor';
import { ImageUpload } from '../../../components/upload/image-upload';
import { kindOfPath, manageCoursePath, manageListPath } from '../../../components/course/course-paths';
import { pageTitle } from '../../../lib/page-title';
import { authedDataOf } from '../../../loaders/session.server';
import { useSubmit } from '../../../state/use-submit';
import { useAppServices } from '../../../state/app-services';
import { loadTexts } from '../../../i18n';

await loadTexts('course');

export { RouteErrorBoundary as ErrorBoundary } from '../../../components/error/error-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches[0].loaderData, (texts) => texts.menu.vodCourses);

/** ?id= edits that course; without it the form makes a new one. */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const id = Number(url.searchParams.get('id'));
  const api = serverApi(context);
  const categories = dataOf(await api.call('/course/api/category/list', {}));
  if (!id) return { course: null, kind: kindOfPath(url.pathname), categories };
  const course = authedDataOf(await api.call('/course/auth/course/view', { id }), request, context);
  return { course, kind: course.kind, categories };
};

interface TValues {
  courseName: string;
  courseNameEn: string;
  cover: string;
  introduction: string;
  introductionEn: string;
  isFree: boolean;
  priceYuan: number | null;
  originalPriceYuan: number | null;
  vipFree: boolean;
  categoryId?: number | null;
}

const valuesOf = (course: TCourseOutline | null): TValues => ({
  courseName: course?.courseName ?? '',
  courseNameEn: course?.courseNameEn ?? '',
  cover: course?.cover ?? '',
  introduction: course?.introduction ?? '',
  introductionEn: course?.introductionEn ?? '',
  isFree: course?.isFree ?? true,
  priceYuan: course && !course.isFree ? course.priceFen / 100 : null,
  originalPriceYuan: course?.originalPriceFen ? course.originalPriceFen / 100 : null,
  vipFree: course?.vipFree ?? false,
  categoryId: course?.categoryId ?? null,
});

const fenOf = (yuan: number | null) => Math.round((yuan ?? 0) * 100);

/**
 * /account/vod/add, /account/live/add and /account/library/add (SPEC vod, live and library add): a course's
 * name, cover, introduction and price.
 */
export default function CourseForm({ loaderData: { course, kind, categories } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  const [form] = Form.useForm<TValues>();
  const isFree = Form.useWatch('isFree', form) ?? true;

  const save = async ({ priceYuan, originalPriceYuan, ...values }: TValues) => {
    const fields = {
      ...values,
      priceFen: values.isFree ? 0 : fenOf(priceYuan),
      originalPriceFen: values.isFree ? 0 : fenOf(originalPriceYuan),
      vipFree: !values.isFree && values.vipFree,
      categoryId: values.categoryId ?? null,
    };
    const reply = await run(() =>
      course
        ? api.call('/course/auth/course/edit', { id: course.id, ...fields })
        : api.call('/course/auth/course/save', { kind, ...fields }),
    );
    if (reply && !course) await navigate(manageCoursePath(kind, 'period', reply.data.id));
  };

  return (
    <>
      <PageTitle
        title={course ? t('course.edit') : t('course.create')}
        extra={
          <Link to={manageListPath(kind)}>
            <Button size="middle" icon={<ArrowLeftOutlined />}>
              {t('course.backToList')}
            </Button>
          </Link>
        }
      />
      <ContractLimits schema={ZCourseFields}>
        <Form<TValues>
          {...centreForm}
          form={form}
          initialValues={valuesOf(course)}
          onFinish={(v) => void save(v)}
        >
          <TextField name="courseName" label={t('course.name')} required />
          <TextField name="courseNameEn" label={t('course.nameEn')} />
          <Form.Item label={t('course.category')} name="categoryId">
            <Select
              allowClear
              aria-label={t('course.category')}
              placeholder={t('course.noCategory')}
              options={categories.map((category) => ({ value: category.id, label: category.categoryName }))}
              style={{ maxWidth: 280 }}
            />
          </Form.Item>
          <Form.Item label={t('course.cover')} name="cover">
            <ImageUpload
              label={t('course.cover')}
              width={240}
              height={135}
              hint={t('course.coverHint')}
              clearable
            />
          </Form.Item>
          <Form.Item label={t('course.introduction')} name="introduction">
            <RichTextEditor max={50000} label={t('course.introduction')} />
          </Form.Item>
          <Form.Item label={t('course.introductionEn')} name="introductionEn">
            <RichTextEditor max={50000} label={t('course.introductionEn')} />
          </Form.Item>
          <Form.Item label={t('course.pricing')} name="isFree">
            <Radio.Group
              options={[
                { value: true, label: t('course.free') },
                { value: false, label: t('course.paid') },
              ]}
            />
          </Form.Item>
          {isFree ? null : (
            <Form.Item
              label={t('course.price')}
              name="priceYuan"
              rules={[{ required: true, message: t('common.enter', { field: t('course.price') }) }]}
            >
              <InputNumber
                min={0.01}
                max={100000}
                precision={2}
                addonAfter={t('course.yuan')}
                aria-label={t('course.price')}
              />
            </Form.Item>
          )}
          {isFree ? null : (
            <Form.Item
              label={t('course.originalPrice')}
              name="originalPriceYuan"
              extra={t('course.originalPriceHint')}
            >
              <InputNumber
                min={0}
                max={100000}
                precision={2}
                addonAfter={t('course.yuan')}
                aria-label={t('course.originalPrice')}
              />
            </Form.Item>
          )}
          {isFree ? null : (
            <Form.Item
              label={t('course.vipFree')}
              name="vipFree"
              valuePropName="checked"
              extra={t('course.vipFreeHint')}
            >
              <Switch aria-label={t('course.vipFree')} />
            </Form.Item>
          )}
          <SubmitRow text={course ? t('course.saveOnly') : t('course.save')} busy={busy} />
        </Form>
      </ContractLimits>
    </>
  );
}
