// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../fixtures/other-owner/site';
import type { Skill } from '../../../contract/content-schema';
import { skillCategories, skillsInCategory } from '../../lib/skill-groups';
import { fill } from '../../../contract/words';
import { wordsOf } from '../../../contract/folio-words';
import { Skills } from './skills';

const words = wordsOf(site.words, site.lang).skills;
const more = wordsOf(site.words, site.lang).page.moreFilters;
// Cards list by category, each category's skills in content order.
const grouped = skillCategories(site.skills).flatMap((category) => skillsInCategory(site.skills, category));

/** The cards on screen are exactly `shown`'s, each with its bar and percentage when it has one. */
function expectCards(shown: readonly Skill[]) {
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(shown.map((s) => s.name));
  shown.forEach((skill, index) => {
    const card = within(cards[index] as HTMLElement);
    if (skill.description !== undefined) expect(card.getByText(skill.description)).toBeVisible();
    if (skill.percentage === undefined) {
      expect(card.queryByRole('progressbar')).toBeNull();
      expect(card.queryByText(/%/u)).toBeNull();
    } else {
      expect(card.getByRole('progressbar', { name: skill.name })).toHaveAttribute('aria-valuenow', String(skill.percentage));
      expect(card.getByText(`${skill.percentage}%`)).toBeVisible();
    }
  });
}

const pressed = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);

describe('Skills', () => {
  afterEach(cleanup);

  it('starts on the first category by default, with no "All" button, and filters by each one', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<Skills skills={site.skills} words={words} lang={site.lang} moreFilters={more} />);
    expect(screen.getByRole('heading', { name: words.title })).toBeVisible();
    expect(screen.getByText(words.subtitle)).toBeVisible();
    expect(screen.getByRole('group', { name: words.filterLabel })).toBeVisible();
    const categories = skillCategories(site.skills);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(categories);
    expect(pressed()).toEqual(categories.slice(0, 1));

    for (const category of [...categories.slice(1), ...categories.slice(0, 1)]) {
      await user.click(screen.getByRole('button', { name: category }));
      expect(pressed()).toEqual([category]);
      expect(screen.getByRole('list', { name: fill(words.listLabel, { category }) })).toBeVisible();
      expectCards(skillsInCategory(site.skills, category));
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('starts on every skill behind an "All" button first when the content asks for it', async () => {
    const user = userEvent.setup();
    render(<Skills skills={site.skills} words={words} lang={site.lang} skillsFilter="all" moreFilters={more} />);
    const categories = skillCategories(site.skills);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([words.all, ...categories]);
    expect(pressed()).toEqual([words.all]);
    expect(screen.getByRole('list', { name: fill(words.listLabel, { category: words.all }) })).toBeVisible();
    expectCards(grouped);

    const [first] = categories;
    await user.click(screen.getByRole('button', { name: first }));
    expect(pressed()).toEqual([first]);
    expectCards(skillsInCategory(site.skills, first ?? ''));
    await user.click(screen.getByRole('button', { name: words.all }));
    expect(pressed()).toEqual([words.all]);
    expectCards(grouped);
  });

  it('draws a bar for a skill with a percentage and none for a skill without one', () => {
    const skills: Skill[] = [
      { id: 1, name: 'Rust', percentage: 80, category: 'Languages', description: 'Services.' },
      { id: 2, name: 'Go', category: 'Languages', description: 'Small tools.' },
    ];
    render(<Skills skills={skills} words={words} lang="en" moreFilters={more} />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Rust' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.queryByRole('progressbar', { name: 'Go' })).toBeNull();
    expect(screen.getByText('80%')).toBeVisible();
    expect(screen.getAllByText(/%/u)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Go' })).toBeVisible();
    expect(screen.getByText('Small tools.')).toBeVisible();
  });

  it('shows a flat list of skills that are only names as tags, every one, with no filter and no number (issue 41)', () => {
    const skills: Skill[] = Array.from({ length: 70 }, (_, i) => ({ id: i + 1, name: `Tool ${i + 1}`, category: 'Skills' }));
    render(<Skills skills={skills} words={words} lang="en" moreFilters={more} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    const tags = within(screen.getByRole('list', { name: words.title })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(skills.map((skill) => skill.name));
    for (const tag of tags) expect(tag).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/%/u)).toBeNull();
  });

  it('shows a level as the owner wrote it, on a tag or beside a card\'s name, never as a bar', () => {
    const tags: Skill[] = [
      { id: 1, name: 'Kubernetes', level: 'Master', category: 'Skills' },
      { id: 2, name: 'Go', category: 'Skills' },
    ];
    render(<Skills skills={tags} words={words} lang="en" moreFilters={more} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['KubernetesMaster', 'Go']);
    cleanup();
    const cards: Skill[] = [{ id: 1, name: 'Kubernetes', level: 'Intermediate', category: 'Skills', description: 'Operators.' }];
    render(<Skills skills={cards} words={words} lang="en" moreFilters={more} />);
    expect(screen.getByRole('heading', { name: 'Kubernetes' })).toBeVisible();
    expect(screen.getByText('Intermediate')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/\d/u)).toBeNull();
  });

  it('groups skills that are names only by their categories, every group in view, and keeps the filter to show one', async () => {
    const user = userEvent.setup();
    const skills: Skill[] = [
      { id: 1, name: 'Rust', category: 'Languages' },
      { id: 2, name: 'Kafka', category: 'Data' },
      { id: 3, name: 'Go', category: 'Languages' },
    ];
    render(<Skills skills={skills} words={words} lang="en" moreFilters={more} />);
    const visibleTags = () => screen.getAllByRole('listitem').filter((item) => item.closest('[hidden]') === null).map((item) => item.textContent);
    expect(screen.getByRole('list', { name: fill(words.listLabel, { category: 'Languages' }) })).toHaveTextContent('RustGo');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(expect.arrayContaining(['Languages', 'Data']));
    expect(visibleTags()).toEqual(['Rust', 'Go', 'Kafka']);
    expect(pressed()).toEqual([words.all]);
    await user.click(screen.getByRole('button', { name: 'Data' }));
    expect(visibleTags()).toEqual(['Kafka']);
  });

  it('shows a level only where the levels tell skills apart, never the same word on every skill', () => {
    const same: Skill[] = ['Go', 'Rust', 'Kafka'].map((name, i) => ({ id: i + 1, name, level: 'Master', category: 'Skills' }));
    render(<Skills skills={same} words={words} lang="en" moreFilters={more} />);
    expect(screen.queryByText('Master')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Go', 'Rust', 'Kafka']);
  });
});
