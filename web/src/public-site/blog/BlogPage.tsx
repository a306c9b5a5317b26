import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../common/time/karachi-time.ts';
import { Card } from '../../common/ui/Card.tsx';
import { DetailsInline } from '../content/LocalText.tsx';
import { ContentCardsPage } from '../content/ContentCardsPage.tsx';
import { Local } from '../../common/ui/LocalText.tsx';
import './blog.css';

/** The blog, /blog: 'Our Blogs', the posts the site admin keeps (date, byline, excerpt, picture). */
export function BlogPage() {
  const { i18n } = useTranslation('public');
  return (
    <ContentCardsPage
      page="blog"
      card={(post, image) => (
        <li id={post.slug}>
          <Card as="article" className="card-zoom blog-card" image={image}>
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
      )}
    />
  );
}
