import type { PostsPageProps } from '../lib/long-form-content';
import { PageFooter } from './long-form-footer';
import { PostList } from './post-list';

/** `/posts/`: every post, newest first (issue 24). The header comes separately, as the island. */
export function PostsPage({ chrome, footer, words, posts }: PostsPageProps) {
  return (
    <>
      <main id="main" tabIndex={-1} className="article-main">
        <div className="posts-index">
          <header className="article-head">
            <h1 className="article-title">{words.postsTitle}</h1>
            <p className="article-lede">{words.postsIntro}</p>
          </header>
          <PostList posts={posts} headingLevel="h2" />
        </div>
      </main>
      <PageFooter chrome={chrome} footer={footer} />
    </>
  );
}
