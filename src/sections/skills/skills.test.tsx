// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../content/site';
import { Skills } from './skills';

describe('Skills', () => {
  afterEach(cleanup);

  it('starts on FrontEnd and filters by category', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<Skills skills={site.skills} />);
    expect(screen.getByRole('heading', { name: 'Professional Skills' })).toBeVisible();
    expect(screen.getByText('My Talents')).toBeVisible();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['FrontEnd', 'BackEnd', 'Others']);
    expect(screen.getByRole('button', { name: 'FrontEnd' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'BackEnd' }));
    expect(screen.getByRole('button', { name: 'BackEnd' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'FrontEnd' })).toHaveAttribute('aria-pressed', 'false');
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(5);
    const scala = screen.getByRole('progressbar', { name: 'Scala' });
    expect(scala).toHaveAttribute('aria-valuenow', '75');
    expect(within(scala.closest('li') as HTMLElement).getByText('75%')).toBeVisible();
    // Duplicate ids in the content must not turn into duplicate React keys.
    expect(consoleError).not.toHaveBeenCalled();
  });
});
