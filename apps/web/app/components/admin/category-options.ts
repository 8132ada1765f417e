import type { TArticleCategoryRow } from '@huitang/contracts';

/** The categories as a select's options, grouped under their zones. */
export const categoryOptions = (categories: TArticleCategoryRow[]) =>
  [...new Set(categories.map((category) => category.zoneName))].map((zoneName) => ({
    label: zoneName,
    title: zoneName,
    options: categories
      .filter((category) => category.zoneName === zoneName)
      .map((category) => ({ value: category.id, label: category.categoryName })),
  }));
