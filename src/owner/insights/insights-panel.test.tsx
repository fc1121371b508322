// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Insights } from '../../../contract/owner-api';
import { InsightsPanel } from './insights-panel';

const ACTIONS = ['cv', 'resume-json', 'project-link', 'social-link', 'form-started', 'form-sent'];
const REFUSED = ['rate', 'origin', 'visitors', 'keys'];

/** 30 days to 2026-11-24, zeros but for the days given. */
function insightsWith(counted: Record<string, { views: number; visitors: number }>, rest: Partial<Insights> = {}): Insights {
  const days = Array.from({ length: 30 }, (_, n) => {
    const day = new Date(Date.UTC(2026, 9, 26 + n)).toISOString().slice(0, 10);
    return { day, views: 0, visitors: 0, ...counted[day] };
  });
  return { days, pages: [], referrers: [], languages: [], actions: ACTIONS.map((key) => ({ key, count: 0 })), refused: REFUSED.map((key) => ({ key, count: 0 })), ...rest };
}

afterEach(cleanup);

describe('InsightsPanel', () => {
  it('says so when nothing has been counted', () => {
    render(<InsightsPanel insights={insightsWith({})} />);
    expect(screen.getByRole('heading', { name: 'No visits counted yet' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Not counted/u })).toBeNull();
  });

  it('tells the owner how many reports were not counted, and why, even when nothing was counted', () => {
    const refused = [
      { key: 'rate', count: 9400 },
      { key: 'origin', count: 120 },
      { key: 'visitors', count: 0 },
      { key: 'keys', count: 7 },
    ];
    render(<InsightsPanel insights={insightsWith({}, { refused })} />);
    const section = screen.getByRole('region', { name: 'Not counted: 9,527' });
    expect(within(section).getByText('Too many from one address').nextSibling?.textContent).toBe('9,400');
    expect(within(section).getByText('Sent from another site').nextSibling?.textContent).toBe('120');
    expect(within(section).getByText('New pages or referrers from one address').nextSibling?.textContent).toBe('7');
    expect(within(section).queryByText('Too many visitors from one address')).toBeNull();
  });

  it('shows the range’s totals, the days as a chart with its table, and the breakdowns as tables', async () => {
    const insights = insightsWith(
      { '2026-11-20': { views: 1200, visitors: 400 }, '2026-11-24': { views: 7, visitors: 3 } },
      {
        pages: [
          { key: '/', count: 1100 },
          { key: '/de/', count: 107 },
        ],
        referrers: [{ key: 'news.example.org', count: 90 }],
        languages: [
          { key: 'en', count: 1100 },
          { key: 'de', count: 107 },
        ],
        actions: ACTIONS.map((key) => ({ key, count: key === 'cv' ? 12 : key === 'form-sent' ? 2 : 0 })),
      },
    );
    render(<InsightsPanel insights={insights} />);

    const views = screen.getByText('Views, the last 30 days').closest('div') as HTMLElement;
    expect(within(views).getByText('1,207')).toBeVisible();
    expect(within(screen.getByText('Visitors, the last 30 days').closest('div') as HTMLElement).getByText('403')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Oct 26 to Nov 24: 1,207 views, 403 visitors. Each day is in the table below.' })).toBeVisible();

    await userEvent.click(screen.getByText('Each day as a table'));
    const days = screen.getByRole('table', { name: 'Views and visitors per day' });
    const rows = within(days).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(days).getByRole('row', { name: 'Nov 20 1,200 400' })).toBeVisible();
    expect(within(days).getByRole('row', { name: 'Nov 21 0 0' })).toBeVisible();

    const pages = screen.getByRole('table', { name: 'Pages' });
    expect(within(pages).getAllByRole('row').map((row) => row.textContent)).toEqual(['PageCount', '/1,100', '/de/107']);
    expect(within(screen.getByRole('table', { name: 'Referrers' })).getByRole('rowheader', { name: 'news.example.org' })).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Languages' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['en', 'de']);

    const did = screen.getByRole('heading', { name: 'What visitors did' }).closest('section') as HTMLElement;
    expect(within(did).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'CV downloads',
      'resume.json fetches',
      'Project link clicks',
      'Profile link clicks',
      'Contact form started',
      'Contact form sent',
    ]);
    expect(within(did).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['12', '0', '0', '0', '0', '2']);
  });

  it('shows a breakdown with nothing in it as a sentence, not an empty table', () => {
    render(<InsightsPanel insights={insightsWith({ '2026-11-24': { views: 1, visitors: 1 } }, { pages: [{ key: '/', count: 1 }], languages: [{ key: 'en', count: 1 }] })} />);
    expect(screen.queryByRole('table', { name: 'Referrers' })).toBeNull();
    expect(screen.getByText('No visitor came from another site yet.')).toBeVisible();
  });
});
