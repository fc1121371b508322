// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionAttributes, StaticSection } from './static-section';

// React's act() warns unless told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page: a line that may differ between server and browser, then the section. */
function Page({ line, section }: { line: string; section: React.ReactNode }) {
  return (
    <main>
      <p>{line}</p>
      {section}
    </main>
  );
}

/** The section as the pre-render draws it: what the browser has to keep. */
const drawn = (
  <section {...sectionAttributes('awards')}>
    <h2 id="awards-title">Awards</h2>
    <ul>
      <li>Best talk, 2024</li>
    </ul>
  </section>
);

function prerendered(line: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page line={line} section={drawn} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('StaticSection', () => {
  it('keeps the pre-rendered section, its very nodes, while the page around it hydrates', async () => {
    const container = prerendered('Hello');
    const item = container.querySelector('#awards li');
    await act(async () => {
      hydrateRoot(container, <Page line="Hello" section={<StaticSection id="awards" />} />);
    });
    expect(container.querySelector('#awards li')).toBe(item);
    expect(container.querySelector('#awards')?.getAttribute('aria-labelledby')).toBe('awards-title');
  });

  it('draws the section again from what it held when hydration fails and React renders the page anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = prerendered('From the server');
    const item = container.querySelector('#awards li');
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page line="In the browser" section={<StaticSection id="awards" />} />, { onRecoverableError: (error) => recovered.push(error) });
    });
    // React did give up on the pre-rendered page and replaced it...
    expect(recovered.length).toBeGreaterThan(0);
    expect(container.querySelector('p')?.textContent).toBe('In the browser');
    expect(container.querySelector('#awards li')).not.toBe(item);
    // ...and the section is whole: its heading and its entries.
    expect(container.querySelector('#awards h2')?.textContent).toBe('Awards');
    expect([...container.querySelectorAll('#awards li')].map((li) => li.textContent)).toEqual(['Best talk, 2024']);
  });
});
