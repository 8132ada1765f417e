import { QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import blog from '../blog/blog.module.css';

/** The Q&A side column: ask, my questions and answers, and a search of questions (search type 7). */
export function QuestionSide() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <aside className={blog.side}>
      <div className={blog.panel}>
        <Link to="/question/account/write">
          <Button type="primary" block icon={<QuestionCircleOutlined />}>
            {t('question.ask')}
          </Button>
        </Link>
        <Link to="/account/ques">
          <Button block icon={<UserOutlined />} style={{ marginTop: 8 }}>
            {t('question.mine')}
          </Button>
        </Link>
        <Input.Search
          style={{ marginTop: 12 }}
          placeholder={t('question.searchPlaceholder')}
          aria-label={t('question.searchPlaceholder')}
          onSearch={(value) =>
            value.trim() && void navigate(`/search/${encodeURIComponent(value.trim())}?type=7`)
          }
        />
      </div>
    </aside>
  );
}
