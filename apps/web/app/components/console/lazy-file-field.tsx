import { lazyPart } from '../page/lazy-part';

/**
 * The file field of a row's dialog (a track, an attachment), loaded as the dialog first opens: the
 * upload widget (antd's Upload and Progress, about 17 KB gzip) is needed only there (issue 45).
 */
export const LazyNamedFileField = lazyPart(() => import('./document-upload').then((m) => m.NamedFileField));

/** The image field of a row's dialog (a banner, a guest's photo), loaded as the dialog first opens. */
export const LazyImageField = lazyPart(() => import('../forms/image-field').then((m) => m.ImageField));
