import type { SiteContent } from '../../../contract/content-schema';
import type { Words } from '../../../contract/words';
import { SectionTitle } from '@design/section-title';
import { ContactForm } from './contact-form';
import { ContactInfo, hasContactInfo } from './contact-info';
import { drawsStaticParts, StaticPart } from '../../ui/static-part';

type ContactProps = { owner: SiteContent['owner']; words: Words['contact']; formWords: Words['form']; lang: string };

export function Contact({ owner, words, formWords, lang }: ContactProps) {
  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className="py-14 outline-none sm:py-16">
      <div className="mx-auto max-w-[70rem] px-5 sm:px-8">
        <SectionTitle id="contact-title" title={words.title} subtitle={words.subtitle} />
        {/* No cards to show (issue 41): the form alone, at a width a form reads well at, not in a column beside nothing. */}
        {hasContactInfo(owner) ? (
          <div className="grid items-start gap-8 lg:grid-cols-[0.8fr_1.2fr]">
            {/* Cards of text and links, drawn by the pre-render alone: their code stays out of the page's script. */}
            <StaticPart id="contact-info">{drawsStaticParts && <ContactInfo owner={owner} words={words} />}</StaticPart>
            <ContactForm words={formWords} lang={lang} email={owner.email} />
          </div>
        ) : (
          <div className="mx-auto max-w-xl">
            <ContactForm words={formWords} lang={lang} email={owner.email} />
          </div>
        )}
      </div>
    </section>
  );
}
