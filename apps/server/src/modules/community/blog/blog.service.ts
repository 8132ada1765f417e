import {
  Code,
  type TBlogListRequest,
  type TBlogSave,
  type TLocale,
  type TPageRequest,
  type TBlogStatus,
  type TPostStatus,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { AppError, conflict, invalid, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { searchIndex } from '../../../platform/search/search-index.repository.ts';
import { flatText } from '../../../platform/search/segment.ts';
import type { TLabelService } from '../label/label.service.ts';
import { firstSensitiveWord } from '../moderation/sensitive-word.service.ts';
import { bloggers } from '../blogger/blogger.service.ts';
import { assertAuthor, assertMayDelete, assertNotHidden } from '../community.policy.ts';
import { presentBlogCard, presentBlogEdit } from './blog.presenter.ts';
import { blogRepository as repo, type TBlogRow } from './blog.repository.ts';

/** Articles one person may publish per hour (decision 034): a writer, not a spammer. */
export const BLOG_PUBLISH_LIMIT = { count: 5, minutes: 60 };
const SUMMARY_CHARS = 120;
const BLOG_KIND = 6;

/** Keeps the search index in step with the article: published ones are found, others are not. */
export const syncBlogSearch = async (tx: TDbOrTx, blog: TBlogRow, byline: string) => {
  if (blog.status !== 'published') return searchIndex.remove(tx, BLOG_KIND, blog.id);
  return searchIndex.put(tx, {
    kind: BLOG_KIND,
    refId: blog.id,
    title: blog.title,
    body: flatText(blog.content),
    cover: blog.cover,
    byline,
    publishedAt: blog.publishedAt ?? blog.createdAt,
  });
};

/**
 * Serialises one writer's posts of a kind ('blog', 'question', 'answer', ...) inside the caller's
 * transaction, so an hourly limit counts what the same writer is saving at the same moment.
 */
export const lockAuthor = (tx: TDbOrTx, what: string, userId: number) => repo.lockAuthor(tx, what, userId);

/** A blogger's articles and the likes they got, for the blogger's page. */
export const blogAuthorFigures = (db: TDbOrTx, authorId: number) => repo.authorFigures(db, authorId);

/** An article's state for moderation, and a change of it with the search index that follows. */
export const blogModeration = {
  status: async (db: TDbOrTx, id: number) => (await repo.find(db, id))?.status,
  setStatus: async (tx: TDbOrTx, id: number, status: TPostStatus) => {
    const blog = await repo.update(tx, id, { status });
    await syncBlogSearch(tx, blog, await bloggers.nameOf(tx, blog.authorId));
  },
};

/**
 * Blog articles (SPEC /blog): written in the shared rich-text editor, saved as drafts while being
 * written, published under labels, read, liked and ranked. Only the author changes an article;
 * the author and the platform admin delete it.
 */
export const createBlogService = (db: TDb, labels: TLabelService) => {
  const own = async (user: TSessionUser, id: number) => {
    const blog = await repo.find(db, id);
    if (!blog) throw notFound();
    assertAuthor(user, blog);
    return blog;
  };
  const cards = async (
    found: Awaited<ReturnType<typeof repo.page>>,
    request: TPageRequest,
    locale: TLocale,
  ) => {
    const byId = await labels.byId();
    return toPage(
      found.list.map((row) => presentBlogCard(row, byId, locale)),
      found.totalCount,
      request,
    );
  };

  return {
    /** Indexes at start the published articles search does not know yet; answers how many. */
    async indexUnindexed() {
      const missing = await repo.unindexed(db);
      for (const { blog, authorName } of missing) await syncBlogSearch(db, blog, authorName);
      return missing.length;
    },

    async list(caller: TSessionUser | null, request: TBlogListRequest, locale: TLocale) {
      if (request.tab === 2 && !caller) throw new AppError(Code.NOT_LOGGED_IN, 'blog.followNeedsLogin');
      const found = await repo.page(
        db,
        {
          labelNo: request.labelNo,
          authorId: request.bloggerId,
          followerId: request.tab === 2 ? caller?.userId : undefined,
          order: request.tab === 3 ? 'hot' : 'latest',
        },
        sliceOf(request),
      );
      return cards(found, request, locale);
    },

    /** A published article for a reader (its reads are counted by the page, view-count.repository.ts). */
    async view(caller: TSessionUser | null, id: number, locale: TLocale) {
      const found = await repo.published(db, id);
      if (!found) throw notFound();
      const mine = caller?.userId === found.blog.authorId;
      return {
        ...presentBlogCard(found, await labels.byId(), locale),
        content: found.blog.content,
        liked: await repo.liked(db, id, caller?.userId ?? null),
        mine,
        moderates: mine || (caller?.isAdmin ?? false),
      };
    },

    /**
     * Saves what the author wrote: a draft as it is (the editor autosaves it), or published once it
     * has a title and text, within the hourly limit. Publishing again after an edit keeps its date.
     */
    async save(user: TSessionUser, request: TBlogSave) {
      const existing = request.id ? await own(user, request.id) : undefined;
      assertNotHidden(existing);
      // Cleaned by its schema: '' when it shows nothing.
      const { content } = request;
      const text = flatText(content);
      if (request.publish) {
        if (!request.title) throw invalid('blog.titleRequired', 'title');
        if (!content) throw invalid('blog.contentRequired', 'content');
      }
      const labelNos = [...new Set(request.labelNos)];
      if ((await labels.existing(labelNos)).length !== labelNos.length)
        throw invalid('blog.labelUnknown', 'labelNos');
      // An article with one of the admin's sensitive words waits for a moderator (decision 035).
      const flagged = request.publish && (await firstSensitiveWord(db, `${request.title}\n${text}`));

      const saved = await db.transaction(async (tx) => {
        const firstPublish = request.publish && !existing?.publishedAt;
        if (firstPublish) {
          await repo.lockAuthor(tx, 'blog', user.userId);
          const { count, minutes } = BLOG_PUBLISH_LIMIT;
          if ((await repo.publishedSince(tx, user.userId, minutes)) >= count)
            throw conflict('blog.tooFast', { minutes });
        }
        const status: TBlogStatus = request.publish ? (flagged ? 'pending' : 'published') : 'draft';
        const values = {
          title: request.title,
          cover: request.cover,
          content,
          summary: text.slice(0, SUMMARY_CHARS),
          labelIds: labelNos,
          status,
          publishedAt: request.publish
            ? (existing?.publishedAt ?? new Date())
            : (existing?.publishedAt ?? null),
        };
        const blog = existing
          ? await repo.update(tx, existing.id, values)
          : await repo.insert(tx, user.userId, values);
        await bloggers.ensure(tx, user.userId);
        await syncBlogSearch(tx, blog, await bloggers.nameOf(tx, user.userId));
        return blog;
      });
      return presentBlogEdit(saved);
    },

    async editView(user: TSessionUser, id: number) {
      return presentBlogEdit(await own(user, id));
    },

    async mine(
      user: TSessionUser,
      request: TPageRequest & { status?: TBlogStatus | undefined },
      locale: TLocale,
    ) {
      const found = await repo.mine(db, user.userId, request.status, sliceOf(request));
      const byId = await labels.byId();
      return toPage(
        found.list.map((row) => ({ ...presentBlogCard(row, byId, locale), status: row.blog.status })),
        found.totalCount,
        request,
      );
    },

    /** Back to a draft: readers and search no longer find it. */
    async unpublish(user: TSessionUser, id: number) {
      const blog = await own(user, id);
      const saved = await db.transaction(async (tx) => {
        const draft = await repo.update(tx, blog.id, {
          status: blog.status === 'hidden' ? 'hidden' : 'draft',
        });
        await syncBlogSearch(tx, draft, '');
        return draft;
      });
      return presentBlogEdit(saved);
    },

    /** The author, or the platform admin as moderator, deletes an article with its comments and likes. */
    async delete(user: TSessionUser, id: number) {
      const blog = await repo.find(db, id);
      if (!blog) throw notFound();
      assertMayDelete(user, blog.authorId);
      await db.transaction(async (tx) => {
        await repo.delete(tx, id);
        await searchIndex.remove(tx, BLOG_KIND, id);
      });
      return null;
    },

    /** One like per person: liking twice, or taking back a like never given, changes nothing. */
    async like(user: TSessionUser, id: number, on: boolean) {
      if (!(await repo.published(db, id))) throw notFound();
      const likeCount = await db.transaction((tx) => repo.like(tx, id, user.userId, on));
      return { liked: on, likeCount };
    },
  };
};
export type TBlogService = ReturnType<typeof createBlogService>;
