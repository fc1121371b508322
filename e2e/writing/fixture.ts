import { contentPaths } from '../../contract/content-paths';
import { siteSchema, type SiteContent } from '../../contract/content-schema';
import { translate } from '../../contract/translation';
import { site as writing } from '../../fixtures/writing/site';
import { translation as arabic } from '../../fixtures/writing/translations/ar';
import { translation as german } from '../../fixtures/writing/translations/de';
import { readTexts, type PostSource, type TextSource } from '../../scripts/posts/read-posts';

/**
 * What the writing suite expects, read from the fixture's own files (fixtures/writing) with the
 * build's reader, so a post added there changes the expectations with it.
 */
export const site: SiteContent = writing;
export const languages = { de: siteSchema.parse(translate(writing, german).content), ar: siteSchema.parse(translate(writing, arabic).content) };

const { texts } = readTexts(contentPaths('fixtures/writing'));
const isPost = (text: TextSource): text is PostSource => text.kind === 'post';

const newestFirst = (a: TextSource, b: TextSource) => (a.front.date === b.front.date ? (a.front.title ?? '').localeCompare(b.front.title ?? '') : a.front.date < b.front.date ? 1 : -1);

/** The published posts in the site's language, newest first. */
export const posts: PostSource[] = texts.filter(isPost).filter((text) => text.lang === undefined && text.front.draft !== true).sort(newestFirst);
/** The drafts: in no build. */
export const drafts = texts.filter((text) => text.front.draft === true);
/** A post's translations. */
export const translationsOf = (slug: string): PostSource[] => texts.filter(isPost).filter((text) => text.slug === slug && text.lang !== undefined);
/** The case studies, with their project. */
export const caseStudies = texts
  .filter((text) => text.kind === 'work' && text.lang === undefined)
  .map((text) => ({ text, project: site.projects!.find((project) => project.caseStudy === text.slug) }));

/** The post with raw HTML to sanitise, and the longest post (every feature). */
export const unsafe = posts.find((post) => /<script/u.test(post.body));
export const longest = [...posts].sort((a, b) => b.body.length - a.body.length)[0];
/** A post written in several languages, and one of its right-to-left versions. */
export const multilingualPost = posts.find((post) => translationsOf(post.slug).length > 0);
