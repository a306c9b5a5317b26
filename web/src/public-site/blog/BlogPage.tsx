import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { POSTS } from './posts.ts';
import './blog.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The blog, /blog (spec 2.8): 'Our Blogs' with three static sample posts; no data calls. */
export function BlogPage() {
  return (
    <>
      <PageBanner title="Our Blogs" lead="News and reflections from the mosque community." />
      <section className="container section">
        <ul className="grid blog-grid" role="list">
          {POSTS.map((post) => (
            <li key={post.id}>
              <article className="card card-zoom blog-card">
                <img
                  className="card-media"
                  src={post.image}
                  alt={post.imageAlt}
                  width={800}
                  height={450}
                  loading="lazy"
                  decoding="async"
                />
                <div className="card-body">
                  <p className="blog-meta">
                    <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                    <span aria-hidden="true"> · </span>
                    <span>{post.author}</span>
                  </p>
                  <h2>{post.title}</h2>
                  <p>{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
