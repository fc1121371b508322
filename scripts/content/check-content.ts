/**
 * `npm run check:content [folder] [--all]`: the owner's content (load-content.ts), its posts and
 * case studies, its translations and its CVs checked as the build reads them, every problem named
 * in a line; --all names every untranslated text, not the first 20.
 */
import { contentPaths } from '../../contract/content-paths';
import { ContentError } from '../content-files/content-error';
import { checkTexts, loadContent, loadTranslations, type Report } from './load-content';
import { untranslatedReport } from './untranslated-report';

// `check:content [folder] [--all]`: --all names every untranslated text, not the first 20.
const all = process.argv.includes('--all');
const paths = contentPaths(process.argv.slice(2).find((argument) => !argument.startsWith('--')));
// Characters the build leaves out are problems here, listed with the rest.
const characters: string[] = [];
const collect: Report = (lines) => characters.push(...lines);
loadContent(paths, collect)
  .then(async (site) => {
    const translations = await loadTranslations(site, paths, collect);
    const texts = checkTexts(site, translations.map((translation) => translation.lang), paths);
    // The CV the build makes or copies for each page: the same question the build asks. Loaded
    // here only: the CV's layout (pdfkit and its fonts) added 20 to 30 MB to every command that
    // reads the content, the import among them, which has its own memory bound (issue 40).
    const { allCvProblems } = await import('../cv/cv-source');
    const problems = [...characters, ...texts.problems, ...allCvProblems(site, translations, paths)];
    // A project's caseStudy with no file is a line of site.ts: then site.ts is not called valid.
    if (!problems.some((problem) => problem.startsWith(`${paths.siteLabel}:`))) console.log(`${paths.siteLabel} is valid.`);
    // The errors first, then a line per translation on what it leaves untranslated (issue 41).
    const untranslated = translations.map((translation) => untranslatedReport(translation, site.lang, all ? Infinity : 5));
    if (problems.length > 0) throw new ContentError(problems, untranslated);
    if (texts.count > 0) console.log(`${paths.label}/posts and work: ${texts.count} text${texts.count === 1 ? '' : 's'}, all valid.`);
    if (untranslated.length > 0) console.log(untranslated.join('\n'));
  })
  .then(
  () => undefined,
  (error: unknown) => {
    // The characters found before site.ts or a translation failed are problems too; once each.
    console.error(error instanceof ContentError ? [...new Set([...characters, ...error.errors])].join('\n') : error);
    if (error instanceof ContentError && error.after.length > 0) console.log(error.after.join('\n'));
    process.exit(1);
  },
);
