import { renderToString } from 'react-dom/server';
import { App } from './app';
import { LongFormPage } from './long-form/long-form-page';
import { HeaderIsland } from './long-form/header-island';
import { PostsPage } from './long-form/posts-page';
import type { LongFormChrome, LongFormPageProps, PostsPageProps } from './lib/long-form-content';
import { contentImageUrls } from './lib/content-images';
import { registerImageUrls } from './lib/image-urls';
import type { PageContent } from './lib/page-content';
import { PRERENDERED_SECTIONS } from './prerendered-sections';
import './styles.css';

registerImageUrls(contentImageUrls());

/** The pictures' addresses, for the build to write into the page's content file (PageContent's `images`). */
export { contentImageUrls };

/** The page as HTML for the pre-render step; the client hydrates exactly this markup. */
export function render(content: PageContent): string {
  return renderToString(<App content={content} {...PRERENDERED_SECTIONS} />);
}

/** A long-form page's header, the one part its script hydrates (issue 24). */
export function renderHeader(chrome: LongFormChrome): string {
  return renderToString(<HeaderIsland chrome={chrome} />);
}

/** A post's or case study's page after its header: static HTML. */
export function renderLongForm(props: LongFormPageProps): string {
  return renderToString(<LongFormPage {...props} />);
}

/** The list of posts after its header: static HTML. */
export function renderPosts(props: PostsPageProps): string {
  return renderToString(<PostsPage {...props} />);
}
