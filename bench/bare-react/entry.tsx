import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * The floor of a React page (issue 44): React 19 hydrating one element, nothing else. Its longest
 * task is what any React page pays to start, on this machine, in this run; the page's longest task
 * is read against it. Marks itself hydrated as the site does, so the same visit drives both.
 */
function One() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <p>One element, hydrated.</p>;
}

const root = document.getElementById('root');
if (root) hydrateRoot(root, <One />);
