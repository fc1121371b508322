// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../fixtures/other-owner/site';
import { skillCategories, skillsInCategory } from '../../lib/skill-groups';
import { fill, wordsOf } from '../../../contract/words';
import { Skills } from './skills';

const words = wordsOf(site.words).skills;

describe('Skills', () => {
  afterEach(cleanup);

  it('starts on the first category and filters by each one', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<Skills skills={site.skills} words={words} lang={site.lang} />);
    expect(screen.getByRole('heading', { name: words.title })).toBeVisible();
    expect(screen.getByText(words.subtitle)).toBeVisible();
    expect(screen.getByRole('group', { name: words.filterLabel })).toBeVisible();
    const categories = skillCategories(site.skills);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(categories);
    const [first] = categories;
    expect(screen.getByRole('button', { name: first })).toHaveAttribute('aria-pressed', 'true');

    for (const category of [...categories.slice(1), ...categories.slice(0, 1)]) {
      await user.click(screen.getByRole('button', { name: category }));
      for (const other of categories) {
        expect(screen.getByRole('button', { name: other })).toHaveAttribute('aria-pressed', String(other === category));
      }
      expect(screen.getByRole('list', { name: fill(words.listLabel, { category }) })).toBeVisible();
      const shown = skillsInCategory(site.skills, category);
      const bars = screen.getAllByRole('progressbar');
      expect(bars.map((bar) => document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual(shown.map((s) => s.name));
      for (const skill of shown) {
        const bar = screen.getByRole('progressbar', { name: skill.name });
        expect(bar).toHaveAttribute('aria-valuenow', String(skill.percentage));
        expect(within(bar.closest('li') as HTMLElement).getByText(`${skill.percentage}%`)).toBeVisible();
      }
    }
    expect(consoleError).not.toHaveBeenCalled();
  });
});
