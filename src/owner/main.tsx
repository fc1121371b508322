import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ENGLISH_SPEECH, ownerSpeech } from '../../contract/owner-folio-words';
import { OwnerApp } from './owner-app';
import { OwnerWordsProvider } from './words/owner-words-context';
import './owner.css';

/** A language chunk that did not load: the page in English, saying so, rather than blank. */
function inEnglish() {
  document.documentElement.lang = ENGLISH_SPEECH.lang;
  document.documentElement.dir = 'ltr';
  return ENGLISH_SPEECH;
}

const root = document.getElementById('owner-root');
if (root) {
  // The build wrote the site's language on <html> (scripts/site/owner-page.ts); its words are a
  // chunk of their own, in before the first render so no English flashes first.
  void ownerSpeech(document.documentElement.lang)
    .catch(inEnglish)
    .then((speech) =>
      createRoot(root).render(
        <StrictMode>
          <OwnerWordsProvider speech={speech}>
            <OwnerApp />
          </OwnerWordsProvider>
        </StrictMode>,
      ),
    );
}
