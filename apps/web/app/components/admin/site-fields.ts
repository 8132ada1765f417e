import type { TSiteCollection, TWebInfo } from '@huitang/contracts';
import type { TResources } from '../../i18n';

export type TControlKind =
  'text' | 'textarea' | 'html' | 'image' | 'target' | 'sort' | 'group' | 'switch' | 'days';
type TSiteLabel = `siteAdmin.fields.${keyof TResources['siteAdmin']['fields']}`;

export interface TFieldDef {
  name: string;
  label: TSiteLabel;
  kind: TControlKind;
  required?: boolean;
  /** Shown as a column of the list. */
  column?: boolean;
}

const sort: TFieldDef = { name: 'sort', label: 'siteAdmin.fields.sort', kind: 'sort', column: true };

/** The fields of each site collection, as admin.ts defines them: Chinese and English texts per row. */
export const collectionFields: Record<TSiteCollection, TFieldDef[]> = {
  navBar: [
    {
      name: 'navTitle',
      label: 'siteAdmin.fields.navTitle',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'navTitleEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    { name: 'navUrl', label: 'siteAdmin.fields.url', kind: 'text', required: true, column: true },
    { name: 'target', label: 'siteAdmin.fields.target', kind: 'target', column: true },
    sort,
  ],
  footerGroup: [
    {
      name: 'navName',
      label: 'siteAdmin.fields.groupName',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'navNameEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    sort,
  ],
  footerArticle: [
    { name: 'groupId', label: 'siteAdmin.fields.group', kind: 'group', required: true, column: true },
    {
      name: 'navName',
      label: 'siteAdmin.fields.articleTitle',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'navNameEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    { name: 'content', label: 'siteAdmin.fields.content', kind: 'html', required: true },
    { name: 'contentEn', label: 'siteAdmin.fields.contentEn', kind: 'html' },
    sort,
  ],
  link: [
    {
      name: 'linkName',
      label: 'siteAdmin.fields.linkName',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'linkNameEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    { name: 'linkUrl', label: 'siteAdmin.fields.url', kind: 'text', required: true, column: true },
    { name: 'linkTarget', label: 'siteAdmin.fields.target', kind: 'target', column: true },
    sort,
  ],
  advert: [
    { name: 'advImg', label: 'siteAdmin.fields.image', kind: 'image', required: true, column: true },
    {
      name: 'advTitle',
      label: 'siteAdmin.fields.advTitle',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'advTitleEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    { name: 'advUrl', label: 'siteAdmin.fields.url', kind: 'text', column: true },
    { name: 'advTarget', label: 'siteAdmin.fields.target', kind: 'target' },
    sort,
  ],
  zone: [
    { name: 'zoneImg', label: 'siteAdmin.fields.image', kind: 'image', column: true },
    {
      name: 'zoneName',
      label: 'siteAdmin.fields.zoneName',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'zoneNameEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    { name: 'zoneDesc', label: 'siteAdmin.fields.zoneDesc', kind: 'textarea' },
    { name: 'zoneDescEn', label: 'siteAdmin.fields.zoneDescEn', kind: 'textarea' },
    { name: 'zoneUrl', label: 'siteAdmin.fields.url', kind: 'text', column: true },
    sort,
  ],
  vipSet: [
    {
      name: 'vipName',
      label: 'siteAdmin.fields.vipName',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'vipNameEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    { name: 'vipPrice', label: 'siteAdmin.fields.vipPrice', kind: 'text', required: true, column: true },
    { name: 'vipDays', label: 'siteAdmin.fields.vipDays', kind: 'days', required: true, column: true },
    { name: 'vipDesc', label: 'siteAdmin.fields.vipDesc', kind: 'textarea' },
    { name: 'vipDescEn', label: 'siteAdmin.fields.vipDescEn', kind: 'textarea' },
    sort,
  ],
  courseCategory: [
    {
      name: 'categoryName',
      label: 'siteAdmin.fields.categoryName',
      kind: 'text',
      required: true,
      column: true,
    },
    { name: 'categoryNameEn', label: 'siteAdmin.fields.titleEn', kind: 'text', column: true },
    sort,
  ],
};

/** New rows open in the same window unless they are friendly links (admin.ts defaults). */
export const collectionDefaults: Record<TSiteCollection, Record<string, string | number>> = {
  navBar: { target: '_self', sort: 0 },
  footerGroup: { sort: 0 },
  footerArticle: { sort: 0 },
  link: { linkTarget: '_blank', sort: 0 },
  advert: { advTarget: '_self', sort: 0 },
  zone: { sort: 0 },
  vipSet: { vipDays: 30, sort: 0 },
  courseCategory: { sort: 0 },
};

type TWebLabel = `siteAdmin.web.${keyof TResources['siteAdmin']['web']}`;
export interface TWebField {
  name: keyof TWebInfo;
  label: TWebLabel;
  kind: 'text' | 'textarea' | 'image' | 'switch';
  /** Has an English text beside the Chinese one. */
  bilingual?: boolean;
}

/** webInfo (SPEC 3) in the parts an administrator thinks in. */
export const webSections: { title: TWebLabel; fields: TWebField[] }[] = [
  {
    title: 'siteAdmin.web.basic',
    fields: [
      { name: 'title', label: 'siteAdmin.web.title', kind: 'text', bilingual: true },
      { name: 'logo', label: 'siteAdmin.web.logo', kind: 'image' },
      { name: 'ico', label: 'siteAdmin.web.ico', kind: 'image' },
      { name: 'keyword', label: 'siteAdmin.web.keyword', kind: 'text', bilingual: true },
      { name: 'desc', label: 'siteAdmin.web.desc', kind: 'textarea', bilingual: true },
    ],
  },
  {
    title: 'siteAdmin.web.footer',
    fields: [
      { name: 'copyright', label: 'siteAdmin.web.copyright', kind: 'textarea', bilingual: true },
      { name: 'icp', label: 'siteAdmin.web.icp', kind: 'text' },
      { name: 'prn', label: 'siteAdmin.web.prn', kind: 'text', bilingual: true },
      { name: 'prnNo', label: 'siteAdmin.web.prnNo', kind: 'text' },
      { name: 'licenseNote1', label: 'siteAdmin.web.licenseNote1', kind: 'text', bilingual: true },
      { name: 'licenseNote2', label: 'siteAdmin.web.licenseNote2', kind: 'text', bilingual: true },
      { name: 'wxCode', label: 'siteAdmin.web.wxCode', kind: 'image' },
      { name: 'wbCode', label: 'siteAdmin.web.wbCode', kind: 'image' },
    ],
  },
  {
    title: 'siteAdmin.web.service',
    fields: [
      { name: 'isShowService', label: 'siteAdmin.web.isShowService', kind: 'switch' },
      { name: 'service1', label: 'siteAdmin.web.service1', kind: 'text', bilingual: true },
      { name: 'service2', label: 'siteAdmin.web.service2', kind: 'text', bilingual: true },
      { name: 'service3', label: 'siteAdmin.web.service3', kind: 'text', bilingual: true },
      { name: 'service4', label: 'siteAdmin.web.service4', kind: 'text', bilingual: true },
      { name: 'service5', label: 'siteAdmin.web.service5', kind: 'text', bilingual: true },
    ],
  },
  {
    title: 'siteAdmin.web.recruit',
    fields: [
      { name: 'recruitTitle', label: 'siteAdmin.web.recruitTitle', kind: 'text', bilingual: true },
      { name: 'recruitText', label: 'siteAdmin.web.recruitText', kind: 'textarea', bilingual: true },
    ],
  },
  {
    title: 'siteAdmin.web.advanced',
    fields: [
      { name: 'h5Domain', label: 'siteAdmin.web.h5Domain', kind: 'text' },
      { name: 'orgCustomizeMainDomain', label: 'siteAdmin.web.orgDomain', kind: 'text' },
      { name: 'isEnableStatistics', label: 'siteAdmin.web.isEnableStatistics', kind: 'switch' },
      { name: 'statisticsCode', label: 'siteAdmin.web.statisticsCode', kind: 'textarea' },
    ],
  },
];
