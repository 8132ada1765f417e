import type { TAskCard, TPerson } from '@huitang/contracts';
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format/format-time';
import blog from '../blog/blog.module.css';
import styles from './question.module.css';

/** Who asked or answered: a picture and a name. */
export function PersonBadge({ person, size = 20 }: { person: TPerson; size?: number }) {
  return (
    <span className={blog.person}>
      <Avatar size={size} src={person.avatar || undefined} icon={<UserOutlined />} />
      <span>{person.name}</span>
    </span>
  );
}

/** Questions as lists show them: the answer tally (green when solved), title, first words, labels. */
export function QuestionCards({ questions }: { questions: TAskCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className={blog.cards} data-testid="question-cards">
      {questions.map((question) => (
        <li key={question.id} className={styles.card}>
          <div
            className={`${styles.tally} ${question.solved ? styles.solved : ''}`}
            title={question.solved ? t('question.solved') : undefined}
          >
            <strong>{question.answerCount}</strong>
            <span>
              {question.solved
                ? t('question.solved')
                : t('question.tallyWord', { count: question.answerCount })}
            </span>
          </div>
          <div className={blog.cardBody}>
            <Link to={`/question/view/${question.id}`} className={blog.cardTitle}>
              {question.title}
            </Link>
            {question.summary ? <p className={blog.summary}>{question.summary}</p> : null}
            <div className={blog.meta}>
              <PersonBadge person={question.author} />
              <span>{formatTime(question.gmtCreate)}</span>
              <span>{t('question.views', { count: question.viewCount })}</span>
              {question.labels.map((label) => (
                <Tag key={label.labelNo} bordered={false} color="blue">
                  {label.labelName}
                </Tag>
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
