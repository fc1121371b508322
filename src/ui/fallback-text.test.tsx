// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackText, TextProvider, useText } from './fallback-text';

function Line({ text, shown }: { text: string; shown?: string }) {
  const t = useText();
  return <p>{t(text, shown)}</p>;
}

describe('useText', () => {
  afterEach(cleanup);
  const english = fallbackText({ lang: 'en', dir: 'ltr', texts: ['Fields marked * are required.', '© {year} {name}.'] });

  it('puts a fallback text in its own language and direction, isolated, and leaves the page\'s own texts bare', () => {
    render(
      <div lang="ar" dir="rtl">
        <TextProvider value={english}>
          <Line text="Fields marked * are required." />
          <Line text="أرسل لي رسالة" />
          <Line text="© {year} {name}." shown="© 2024 Alex." />
        </TextProvider>
      </div>,
    );
    const note = screen.getByText('Fields marked * are required.');
    expect(note.tagName).toBe('BDI');
    expect(note).toHaveAttribute('lang', 'en');
    expect(note).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('أرسل لي رسالة').tagName).toBe('P');
    // A filled-in template is found by its template.
    expect(screen.getByText('© 2024 Alex.')).toHaveAttribute('lang', 'en');
  });

  it('shows every text as it is without a provider (a page in one language, the dev server)', () => {
    render(<Line text="Fields marked * are required." />);
    expect(screen.getByText('Fields marked * are required.').tagName).toBe('P');
  });
});
