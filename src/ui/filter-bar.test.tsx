// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar';
import { rowTiers } from './fold-filters';

const MORE = 'More ({count})';
const categories = Array.from({ length: 13 }, (_, i) => `Category number ${i + 1}`);

function Harness({ options }: { options: string[] }) {
  const [active, setActive] = useState(options[0] ?? '');
  return (
    <>
      <FilterBar label="Skill categories" options={options.map((value) => ({ value, label: value }))} active={active} onChange={setActive} more={MORE} />
      <p>Showing {active}</p>
    </>
  );
}

describe('FilterBar', () => {
  afterEach(cleanup);

  it('has no "more" button when every option fits', () => {
    render(<Harness options={['FrontEnd', 'BackEnd', 'Others']} />);
    const group = screen.getByRole('group', { name: 'Skill categories' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['FrontEnd', 'BackEnd', 'Others']);
    expect(within(group).queryByRole('button', { expanded: false })).toBeNull();
  });

  it('folds the tail behind "more", which opens and closes with the keyboard and lets a folded option be chosen', async () => {
    const user = userEvent.setup();
    render(<Harness options={categories} />);
    const group = screen.getByRole('group', { name: 'Skill categories' });
    // Options that never fit a row are not on the page until "more" opens.
    const tiers = rowTiers(categories, () => 'More (13)');
    const neverInRow = categories.filter((_, i) => (tiers[i] ?? 0) === 3);
    expect(neverInRow.length).toBeGreaterThan(0);
    for (const name of neverInRow) expect(within(group).queryByRole('button', { name })).toBeNull();

    const more = within(group).getByRole('button', { expanded: false });
    expect(more).not.toHaveAttribute('aria-controls');
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const tail = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(tail).not.toBeNull();
    for (const name of neverInRow) expect(within(tail as HTMLElement).getByRole('button', { name })).toBeInTheDocument();

    // Tab goes from "more" into the list it opened; Enter chooses.
    await user.tab();
    expect(document.activeElement?.parentElement).toBe(tail);
    const chosen = document.activeElement?.textContent ?? '';
    await user.keyboard('{Enter}');
    expect(screen.getByText(`Showing ${chosen}`)).toBeInTheDocument();
    expect(within(tail as HTMLElement).getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');

    more.focus();
    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(tail?.id ?? '')).toBeNull();
  });
});
