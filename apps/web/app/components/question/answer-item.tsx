import { Code, type TQaAnswer } from '@huitang/contracts';
import { CaretDownOutlined, CaretUpOutlined, CheckCircleFilled, DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '@huitang/contracts/china-time';
import { useAppServices } from '../../state/app-services';
import { useApiData } from '../../state/use-api-data';
import { ReportButton } from '../community/report-button';
import { RichTextContent } from '../rich-text/rich-text-content';
import { PersonBadge } from './question-cards';
import styles from './question.module.css';

const COMMENT_MAX = 1000;

/** Comments under one answer, read when opened; written as plain text. */
function AnswerComments({ answerId, onCount }: { answerId: number; onCount: (step: number) => void }) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const read = useApiData('/community/api/answer/comment/list', { answerId });
  const comments = read.data;
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const reply = await api.call('/community/auth/answer/comment/save', { answerId, content: text });
    setBusy(false);
    if (reply.code !== Code.OK) return;
    setText('');
    read.replace([...(comments ?? []), reply.data]);
    onCount(1);
  };
  const remove = async (id: number) => {
    const reply = await api.call('/community/auth/answer/comment/delete', { id });
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    read.replace((comments ?? []).filter((comment) => comment.id !== id));
    onCount(-1);
  };
  return (
    <div className={styles.answerComments} data-testid="answer-comments">
      {(comments ?? []).map((comment) => (
        <div key={comment.id} className={styles.answerComment}>
          {comment.content} — <PersonBadge person={comment.author} size={16} />{' '}
          <span style={{ color: '#8c8c8c' }}>{chinaTime(comment.gmtCreate)}</span>
          {comment.deletable ? (
            <Popconfirm
              title={t('question.answer.commentDeleteConfirm')}
              onConfirm={() => void remove(comment.id)}
            >
              <Button type="link" size="small" danger>
                {t('question.answer.commentDelete')}
              </Button>
            </Popconfirm>
          ) : null}
        </div>
      ))}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Input
          value={text}
          maxLength={COMMENT_MAX}
          placeholder={t('question.answer.commentPlaceholder')}
          aria-label={t('question.answer.commentPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => text.trim() && void send()}
        />
        <Button loading={busy} disabled={!text.trim()} onClick={() => void send()}>
          {t('question.answer.commentSubmit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * One answer: its score with up and down votes (one per person, pressed again to take back), the
 * asker's accept, the author's edit and delete, and the comments under it.
 */
export function AnswerItem({
  answer,
  asker,
  signedIn,
  onAccept,
  onEdit,
  onDeleted,
  onNeedLogin,
}: {
  answer: TQaAnswer;
  /** The caller asked the question, so may accept. */
  asker: boolean;
  signedIn: boolean;
  onAccept: (answerId: number) => void;
  onEdit: () => void;
  onDeleted: () => void;
  onNeedLogin: () => void;
}) {
  const { t } = useTranslation();
  const { api, toast } = useAppServices();
  const [vote, setVote] = useState({ score: answer.score, myVote: answer.myVote });
  const [commentCount, setCommentCount] = useState(answer.commentCount);
  const [commentsOpen, setCommentsOpen] = useState(false);

  const cast = async (value: 1 | -1) => {
    if (!signedIn) return onNeedLogin();
    const reply = await api.call('/community/auth/answer/vote', {
      id: answer.id,
      value: vote.myVote === value ? 0 : value,
    });
    if (reply.code === Code.OK) setVote(reply.data);
  };
  const remove = async () => {
    const reply = await api.call('/community/auth/answer/delete', { id: answer.id });
    if (reply.code !== Code.OK) return;
    toast(reply.msg, 'success');
    onDeleted();
  };
  const edited = answer.gmtModified.slice(0, 19) !== answer.gmtCreate.slice(0, 19);

  return (
    <div
      className={`${styles.answer} ${answer.accepted ? styles.accepted : ''}`}
      data-testid={`answer-${answer.id}`}
    >
      <div className={styles.votes}>
        <Tooltip title={t('question.answer.voteUp')}>
          <Button
            shape="circle"
            type={vote.myVote === 1 ? 'primary' : 'default'}
            icon={<CaretUpOutlined />}
            aria-label={t('question.answer.voteUp')}
            aria-pressed={vote.myVote === 1}
            disabled={answer.mine}
            onClick={() => void cast(1)}
          />
        </Tooltip>
        <span className={styles.score} data-testid="answer-score">
          {vote.score}
        </span>
        <Tooltip title={t('question.answer.voteDown')}>
          <Button
            shape="circle"
            type={vote.myVote === -1 ? 'primary' : 'default'}
            danger={vote.myVote === -1}
            icon={<CaretDownOutlined />}
            aria-label={t('question.answer.voteDown')}
            aria-pressed={vote.myVote === -1}
            disabled={answer.mine}
            onClick={() => void cast(-1)}
          />
        </Tooltip>
        {answer.accepted ? (
          <CheckCircleFilled
            style={{ color: '#52c41a', fontSize: 22, marginTop: 6 }}
            aria-label={t('question.answer.accepted')}
          />
        ) : null}
      </div>
      <div className={styles.answerBody}>
        {answer.accepted ? (
          <Tag color="success" style={{ marginBottom: 8 }}>
            {t('question.answer.accepted')}
          </Tag>
        ) : null}
        {answer.status !== 'published' ? (
          <Tag color="warning">{t(`question.status.${answer.status}`)}</Tag>
        ) : null}
        <RichTextContent html={answer.content} />
        <div className={styles.answerMeta}>
          <PersonBadge person={answer.author} />
          <span>
            {t('question.answer.answeredAt', { time: chinaTime(answer.gmtCreate) })}
            {edited ? t('question.answer.edited') : ''}
          </span>
          <Button type="link" size="small" onClick={() => setCommentsOpen((open) => !open)}>
            {commentsOpen
              ? t('question.answer.hideComments')
              : commentCount > 0
                ? t('question.answer.comments', { count: commentCount })
                : t('question.answer.addComment')}
          </Button>
          {asker && answer.status === 'published' ? (
            <Button
              size="small"
              type={answer.accepted ? 'default' : 'primary'}
              ghost={!answer.accepted}
              onClick={() => onAccept(answer.id)}
            >
              {answer.accepted ? t('question.answer.unaccept') : t('question.answer.accept')}
            </Button>
          ) : null}
          {answer.mine ? (
            <Button size="small" onClick={onEdit}>
              {t('question.answer.editMine')}
            </Button>
          ) : null}
          {answer.mine || answer.status !== 'published' ? null : (
            <ReportButton kind="answer" id={answer.id} />
          )}
          {answer.deletable ? (
            <Popconfirm title={t('question.answer.deleteConfirm')} onConfirm={() => void remove()}>
              <Button size="small" danger icon={<DeleteOutlined />}>
                {t('question.answer.delete')}
              </Button>
            </Popconfirm>
          ) : null}
        </div>
        {commentsOpen ? (
          <AnswerComments answerId={answer.id} onCount={(step) => setCommentCount((count) => count + step)} />
        ) : null}
      </div>
    </div>
  );
}
