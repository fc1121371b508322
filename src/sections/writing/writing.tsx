import type { Words } from '../../../contract/words';
import type { PostCard } from '../../lib/posts';
import { Icon } from '../../ui/icon';
import { SectionTitle } from '@design/section-title';
import { sectionAttributes } from '../../ui/static-section';

type WritingProps = { posts: PostCard[]; allPosts: string; words: Words['writing'] };

/**
 * The optional section (issue 24): the latest posts, newest first, and a link to every one. Shown
 * when the content's nav links to `writing` and there are posts (src/lib/page-sections.ts). Only the
 * pre-render draws it: it has nothing to click but links, so the browser keeps its HTML as it is
 * (src/ui/static-section.tsx) and the posts' summaries are not sent a second time for hydration.
 */
export function Writing({ posts, allPosts, words }: WritingProps) {
  return (
    <section {...sectionAttributes('writing')}>
      <div className="mx-auto max-w-[70rem] px-5 sm:px-8">
        <SectionTitle id="writing-title" title={words.title} subtitle={words.subtitle} />
        {/* Three to a row, a shorter row centred (one or two posts), as the Works grid does. */}
        <ul className="flex flex-wrap gap-6 *:w-full md:*:w-[calc((100%-3rem)/3)]">
          {posts.map((post) => (
            <li key={post.href} lang={post.lang} className="flex">
              <article className="relative flex w-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
                <p className="text-sm text-muted">
                  <time dateTime={post.date}>{post.dateText}</time> · {post.readingText}
                </p>
                <h3 className="mt-2 text-lg font-semibold leading-snug text-text">
                  {/* The whole card is the link's target; the title alone is its name. */}
                  <a href={post.href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-accent">
                    {post.title}
                  </a>
                </h3>
                <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">{post.summary}</p>
                {post.tags.length > 0 && (
                  <ul className="mt-auto flex flex-wrap gap-2 pt-4">
                    {post.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-text">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <a href={allPosts} className="inline-flex items-center gap-2 rounded-full border border-accent px-6 py-3 font-semibold text-accent transition hover:bg-accent hover:text-accent-contrast">
            {words.allPosts}
            <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
          </a>
        </p>
      </div>
    </section>
  );
}
