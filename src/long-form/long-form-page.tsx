import type { LongFormPageProps } from '../lib/long-form-content';
import { ExternalLink } from '../ui/external-link';
import { PageFooter } from './long-form-footer';

/**
 * A post's or a case study's page (issue 24): the title block, the table of contents beside the
 * text on wide screens (above it on phones), the text the build rendered, and the way on: previous
 * and next, back to the portfolio and to the contact form. Static HTML: nothing here hydrates.
 */
export function LongFormPage({ chrome, footer, words, article }: LongFormPageProps) {
  const { toc, cover, project } = article;
  return (
    <>
      <main id="main" tabIndex={-1} className="article-main">
        <article className={toc.length > 0 ? 'article has-toc' : 'article'} aria-labelledby="article-title">
          <header className="article-head">
            {article.kind === 'post' ? (
              <p className="article-kicker">
                <a href={article.postsHref}>{words.postsTitle}</a>
              </p>
            ) : (
              // A case study's way back: the portfolio's projects, by the nav's own name for them.
              <p className="article-kicker">
                <a href={`${chrome.home}#work`}>{chrome.nav.find((item) => item.path === 'work')?.name ?? words.backToPortfolio}</a>
              </p>
            )}
            <h1 id="article-title" className="article-title">
              {article.title}
            </h1>
            <p className="article-meta">
              <time dateTime={article.date}>{article.dateText}</time>
              <span aria-hidden="true"> · </span>
              {article.readingText}
              {article.updated && (
                <>
                  <span aria-hidden="true"> · </span>
                  <span>{splitAround(words.updated, article.updated)}</span>
                </>
              )}
            </p>
            {article.tags.length > 0 && (
              <ul className="article-tags" aria-label={words.tags}>
                {article.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            {/* A project with no public address (issue 41) has no link to it; its code, when public, has its own. */}
            {(project?.link !== undefined || project?.source !== undefined) && (
              <p className="article-project">
                {project.link !== undefined && <ExternalLink href={project.link} label={words.viewProject} title={project.title} newTab={words.newTab} className="button-outline" />}
                {project.source !== undefined && <ExternalLink href={project.source} label={words.viewCode} title={project.title} newTab={words.newTab} className="button-outline" />}
              </p>
            )}
            {project?.stack && (
              <ul className="article-stack">
                {project.stack.map((name, index) => (
                  <li key={index}>{name}</li>
                ))}
              </ul>
            )}
            {cover && (
              <picture className="article-cover">
                <source type="image/avif" srcSet={cover.avif} sizes="(min-width: 48rem) 46rem, 100vw" />
                <source type="image/webp" srcSet={cover.webp} sizes="(min-width: 48rem) 46rem, 100vw" />
                <img src={cover.src} alt={cover.alt} width={cover.width} height={cover.height} fetchPriority="high" decoding="async" />
              </picture>
            )}
          </header>
          {toc.length > 0 && (
            <nav className="article-toc" aria-labelledby="contents">
              <h2 id="contents">{words.contents}</h2>
              <ol>
                {toc.map((heading) => (
                  <li key={heading.id} className={heading.depth === 3 ? 'toc-sub' : undefined}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {/* What came of the project, before its story: the lines a hiring manager reads first. */}
          {project?.highlights && (
            <ul className="article-highlights">
              {project.highlights.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
          <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
          <footer className="article-end">
            {(article.previous || article.next) && (
              <nav className="article-neighbours" aria-label={`${words.previous}, ${words.next}`}>
                {article.previous && (
                  <a href={article.previous.href} rel="prev" className="neighbour">
                    <span className="neighbour-label">{words.previous}</span>
                    <span className="neighbour-title">{article.previous.title}</span>
                  </a>
                )}
                {article.next && (
                  <a href={article.next.href} rel="next" className="neighbour neighbour-next">
                    <span className="neighbour-label">{words.next}</span>
                    <span className="neighbour-title">{article.next.title}</span>
                  </a>
                )}
              </nav>
            )}
            <p className="article-back">
              <a href={chrome.home} className="button-outline">
                {words.backToPortfolio}
              </a>
              <a href={`${chrome.home}#contact`} className="button-solid">
                {words.contact}
              </a>
            </p>
          </footer>
        </article>
      </main>
      <PageFooter chrome={chrome} footer={footer} />
    </>
  );
}

/** "Updated {date}" with the date in a <time>. */
function splitAround(template: string, updated: { date: string; text: string }) {
  const [before = '', after = ''] = template.split('{date}');
  return (
    <>
      {before}
      <time dateTime={updated.date}>{updated.text}</time>
      {after}
    </>
  );
}
