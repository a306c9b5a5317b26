import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { POSTS } from './posts.ts';
import './blog.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The blog, /blog: 'Our Blogs' with three static sample posts; no data calls. */
export function BlogPage() {
  return (
    <>
      <CardGridPage
        title="Our Blogs"
        lead="News and reflections from the mosque community."
        listClassName="grid blog-grid"
      >
        {POSTS.map((post) => (
          <li key={post.id}>
            <Card
              as="article"
              className="card-zoom blog-card"
              image={{ src: post.image, alt: post.imageAlt }}
            >
              <p className="blog-meta">
                <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                <span aria-hidden="true"> · </span>
                <span>{post.author}</span>
              </p>
              <h2>{post.title}</h2>
              <p>{post.excerpt}</p>
            </Card>
          </li>
        ))}
      </CardGridPage>
    </>
  );
}
