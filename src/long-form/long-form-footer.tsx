import type { LongFormChrome, LongFormFooter } from '../lib/long-form-content';
import { Footer } from '../sections/footer/footer';

type PageFooterProps = { chrome: LongFormChrome; footer: LongFormFooter };

/** The site's footer on a long-form page: rendered by the build, never hydrated. */
export function PageFooter({ chrome, footer }: PageFooterProps) {
  return <Footer name={chrome.owner.name} socials={chrome.socials} footer={footer.footer} rights={footer.rights} newTab={chrome.words.page.newTab} lang={chrome.lang} />;
}
