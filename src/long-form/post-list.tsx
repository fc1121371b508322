import type { PostCard } from '../lib/posts';

type PostListProps = { posts: PostCard[]; headingLevel: 'h2' | 'h3' };

/** Posts, newest first: date and reading time, the title as the link, the summary, the tags. */
export function PostList({ posts, headingLevel: Heading }: PostListProps) {
  return (
    <ol className="post-list">
      {posts.map((post) => (
        <li key={post.href} lang={post.lang}>
          <article>
            <p className="post-list-meta">
              <time dateTime={post.date}>{post.dateText}</time>
              <span aria-hidden="true"> · </span>
              {post.readingText}
            </p>
            <Heading className="post-list-title">
              <a href={post.href}>{post.title}</a>
            </Heading>
            <p className="post-list-summary">{post.summary}</p>
            {post.tags.length > 0 && (
              <ul className="article-tags">
                {post.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
