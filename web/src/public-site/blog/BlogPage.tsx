import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../common/time/karachi-time.ts';
import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { useContentList } from '../../common/content/content-data.ts';
import { ContentStatus, DetailsInline, useCardImage } from '../content/LocalText.tsx';
import { Local } from '../../common/ui/LocalText.tsx';
import './blog.css';

/** The blog, /blog: 'Our Blogs', the posts the site admin keeps (date, byline, excerpt, picture). */
export function BlogPage() {
  const { t, i18n } = useTranslation('public');
  const cardImage = useCardImage();
  const state = useContentList('blog');
  const posts = state.status === 'ready' ? state.data : [];
  return (
    <CardGridPage
      title={t('content.blog.title')}
      lead={t('content.blog.lead')}
      listClassName="grid blog-grid"
      footer={<ContentStatus state={state} empty={posts.length === 0} />}
    >
      {posts.map((post) => (
        <li key={post.id} id={post.slug}>
          <Card as="article" className="card-zoom blog-card" image={cardImage(post.image)}>
            <p className="blog-meta">
              {post.date ? (
                <time dateTime={post.date}>{formatCalendarDate(post.date, i18n.language)}</time>
              ) : null}
              {post.date && post.details ? <span aria-hidden="true"> · </span> : null}
              <DetailsInline value={post.details} />
            </p>
            <Local as="h2" value={post.title} />
            <Local as="p" value={post.summary} />
          </Card>
        </li>
      ))}
    </CardGridPage>
  );
}
