import type { SiteContent } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { resumeFileName } from '../../lib/resume-file-name';
import { Icon } from '../../ui/icon';
import { useText } from '../../ui/fallback-text';
import { useAnchorNavigation } from '../../ui/use-anchor-navigation';

/** The hero's two calls, the same in every design but for their classes (`iconClassName` sizes the icon). */

type CvLinkProps = { owner: SiteContent['owner']; resumeUrl: string; words: Words['home']; className: string; iconClassName: string };

/** The CV, downloaded under the owner's name (resumeFileName), counted by the insights as `cv`. */
export function CvLink({ owner, resumeUrl, words, className, iconClassName }: CvLinkProps) {
  const t = useText();
  return (
    <a href={resumeUrl} download={resumeFileName(owner.name, words.cvFile)} data-insight="cv" className={className}>
      <Icon name="download" className={iconClassName} />
      {t(words.downloadCv)}
    </a>
  );
}

/** To the Skills section, scrolled as the nav scrolls; the arrow points the way the page reads. */
export function SkillsLink({ words, className, iconClassName }: { words: Words['home']; className: string; iconClassName: string }) {
  const t = useText();
  const navigate = useAnchorNavigation();
  return (
    <a href="#skills" onClick={(event) => navigate(event, 'skills')} className={className}>
      {t(words.mySkills)}
      <Icon name="arrow-right" className={`${iconClassName} rtl:-scale-x-100`} />
    </a>
  );
}
