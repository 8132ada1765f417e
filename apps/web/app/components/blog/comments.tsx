import { Code, type TReply } from '@huitang/contracts';
import { LikeFilled, LikeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Input, Pagination, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveReturnUrl } from '../../lib/session/return-url';
import { useVisitor } from '../../lib/session/visitor';
import { chinaTime } from '@huitang/contracts/china-time';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';
import styles from './blog.module.css';

const PAGE_SIZE = 10;
const COMMENT_MAX = 1000;

/** A box to write a comment or a reply in. */
function CommentBox({
  placeholder,
  onSend,
  onCancel,
}: {
  placeholder: string;
  onSend: (text: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const sent = await onSend(text);
    setBusy(false);
    if (sent) setText('');
  };
  return (
    <div>
      <Input.TextArea
        rows={3}
        value={text}
        maxLength={COMMENT_MAX}
        showCount
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 28 }}>
        {onCancel ? <Button onClick={onCancel}>{t('blog.comment.cancel')}</Button> : null}
        <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
          {t('blog.comment.submit')}
        </Button>
      </div>
    </div>
  );
}

/** One comment or reply: who, when, the text (as text), like, reply and delete. */
function CommentItem({
  comment,
  onReply,
  onChanged,
}: {
  comment: TReply;
  onReply: (comment: TReply) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const { user } = useVisitor();
  const [like, setLike] = useState({ liked: comment.liked, likeCount: comment.likeCount });
  const toggleLike = async () => {
    const reply = await api.call(
      like.liked ? '/community/auth/blog/comment/unlike' : '/community/auth/blog/comment/like',
      {
        id: comment.id,
      },
    );
    if (reply.code === Code.OK) setLike(reply.data);
  };
  const remove = async () => {
    const reply = await api.call('/community/auth/blog/comment/delete', { id: comment.id });
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    onChanged();
  };
  return (
    <div className={styles.commentBody}>
      <div className={styles.meta}>
        <Link to={`/blog/blogger/${comment.author.id}`} className={styles.person}>
          {comment.author.name}
        </Link>
        {comment.replyTo ? (
          <span>
            {t('blog.comment.replyTo')} <b>{comment.replyTo.name}</b>
          </span>
        ) : null}
        <span>{chinaTime(comment.gmtCreate)}</span>
      </div>
      <p className={styles.commentText}>{comment.content}</p>
      <div className={styles.commentActions}>
        <Button
          type="text"
          size="small"
          icon={like.liked ? <LikeFilled /> : <LikeOutlined />}
          disabled={!user}
          onClick={() => void toggleLike()}
          aria-label={t('blog.like')}
        >
          {like.likeCount}
        </Button>
        {user ? (
          <Button type="text" size="small" onClick={() => onReply(comment)}>
            {t('blog.comment.reply')}
          </Button>
        ) : null}
        {comment.deletable ? (
          <Popconfirm title={t('blog.comment.deleteConfirm')} onConfirm={() => void remove()}>
            <Button type="text" size="small" danger>
              {t('blog.comment.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </div>
    </div>
  );
}

/**
 * An article's comments (SPEC blog/comment/list): newest first, each with its replies under it,
 * written and answered in place; times as 'YYYY-MM-DD HH:mm:ss'.
 */
export function BlogComments({
  blogId,
  onCountChange,
}: {
  blogId: number;
  onCountChange: (step: number) => void;
}) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const { user } = useVisitor();
  const [pageCurrent, setPageCurrent] = useState(1);
  const [replying, setReplying] = useState<TReply | null>(null);
  // The page shown stays until the next page's reply.
  const comments = useApiData(
    '/community/api/blog/comment/list',
    { blogId, pageCurrent, pageSize: PAGE_SIZE },
    { keep: true },
  );
  const page = comments.data;

  const send = async (content: string, replyTo?: TReply) => {
    const reply = await api.call('/community/auth/blog/comment/save', {
      blogId,
      content,
      ...(replyTo ? { replyToId: replyTo.id } : {}),
    });
    if (reply.code !== Code.OK) return false;
    toast(reply.msg, 'success');
    setReplying(null);
    onCountChange(1);
    // A reply shows on its page; a new comment is first, on page 1.
    if (replyTo || pageCurrent === 1) await comments.reload();
    else setPageCurrent(1);
    return true;
  };
  const changed = () => {
    onCountChange(-1);
    void comments.reload();
  };

  const replyBox = (comment: TReply) =>
    replying?.id === comment.id ? (
      <CommentBox
        placeholder={t('blog.comment.replyPlaceholder', { name: comment.author.name })}
        onSend={(text) => send(text, comment)}
        onCancel={() => setReplying(null)}
      />
    ) : null;

  return (
    <section className={styles.comments} data-testid="blog-comments">
      <h2>{t('blog.comment.title')}</h2>
      {user ? (
        <CommentBox placeholder={t('blog.comment.placeholder')} onSend={(text) => send(text)} />
      ) : (
        <Link to="/login" onClick={() => saveReturnUrl(`/blog/article/${blogId}`)}>
          <Button>{t('blog.comment.loginToComment')}</Button>
        </Link>
      )}
      {page && page.list.length === 0 ? <Empty description={t('blog.comment.empty')} /> : null}
      {page?.list.map((comment) => (
        <div key={comment.id} className={styles.comment} data-testid="comment">
          <Avatar src={comment.author.avatar || undefined} icon={<UserOutlined />} />
          <div className={styles.commentBody}>
            <CommentItem comment={comment} onReply={setReplying} onChanged={changed} />
            {replyBox(comment)}
            {comment.replies.length > 0 ? (
              <div className={styles.replies}>
                {comment.replies.map((reply) => (
                  <div key={reply.id}>
                    <CommentItem comment={reply} onReply={setReplying} onChanged={changed} />
                    {replyBox(reply)}
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        </div>
      ))}
      {page && page.totalCount > PAGE_SIZE ? (
        <Pagination
          current={pageCurrent}
          pageSize={PAGE_SIZE}
          total={page.totalCount}
          onChange={setPageCurrent}
          style={{ marginTop: 16 }}
        />
      ) : null}
    </section>
  );
}
