import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fill } from '../../contract/words';
import { introText } from '../../contract/years-of-experience';
import { gotoHydrated, watchConsole } from '../support';
import { monthIn, numberIn, percentIn, periodIn, sectionsOf } from '../written-out';
import { expect, openMenuIfShown, projectFiltersOf, projectLinkOf, skillFiltersOf, test, textPictures } from './any-owner-test';

test('every section shows the owner’s words, with no console error', async ({ page, site, words }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page);
  const { owner } = site;

  expect(await page.title()).toContain(owner.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
  const home = page.locator('#home');
  // The intro's {years} reads as the badge's number (issue 41).
  const intro = introText(owner, (years) => numberIn(years, site.lang));
  // Each line the owner wrote, and none in place of one left out (issue 41).
  for (const text of [owner.greeting, owner.jobTitle, owner.techLine, intro]) if (text !== undefined) await expect(home).toContainText(text);
  await expect(home).not.toContainText('undefined');
  expect(await home.locator('p:visible').evaluateAll((lines) => lines.filter((line) => line.textContent?.trim() === '').length)).toBe(0);
  if (owner.yearsOfExperience === undefined) {
    await expect(home.locator('span', { hasText: fill(words.home.yearsBadge, { years: 2 }, site.lang).split('\n')[0] })).toHaveCount(0);
  } else {
    await expect(home.getByText(numberIn(owner.yearsOfExperience, site.lang), { exact: true })).toBeVisible();
    // The badge's words, with a line break wherever the owner put one.
    const badge = fill(words.home.yearsBadge, { years: owner.yearsOfExperience }, site.lang);
    expect(await home.locator('span', { hasText: badge.split('\n')[0] }).last().innerText()).toBe(badge);
  }
  await expect(home.getByRole('link', { name: words.home.downloadCv })).toBeVisible();
  // No skills, no Skills section, and no button to it (issue 41).
  if (sectionsOf(site).includes('skills')) await expect(home.getByRole('link', { name: words.home.mySkills })).toHaveAttribute('href', '#skills');
  else await expect(home.getByRole('link', { name: words.home.mySkills })).toHaveCount(0);
  // By place, not by role: an empty alt (allowed for a decorative picture) has no img role.
  const avatar = home.locator('img');
  if (owner.avatar === undefined) {
    // No photo, no picture: never a stand-in drawn for one (the initials, if any, are text).
    await expect(avatar).toHaveCount(0);
  } else {
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('alt', owner.avatar.alt);
  }
  if (owner.goal === undefined) await expect(page.locator('#goal')).toHaveCount(0);
  else await expect(page.locator('#goal')).toHaveText(owner.goal);

  await openMenuIfShown(page, words);
  const nav = page.getByRole('navigation', { name: words.page.navLabel }).getByRole('link');
  // No link to a Portfolio without projects, nor to Skills without skills (issue 41).
  const linked = site.nav.filter((item) => (item.path !== 'work' || sectionsOf(site).includes('work')) && (item.path !== 'skills' || sectionsOf(site).includes('skills')));
  await expect(nav).toHaveText(linked.map((item) => item.name));
  expect(await nav.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(linked.map((item) => `#${item.path}`));
  await expect(page.locator('#work')).toHaveCount(sectionsOf(site).includes('work') ? 1 : 0);
  await expect(page.locator('#skills')).toHaveCount(sectionsOf(site).includes('skills') ? 1 : 0);

  const shown = [...(sectionsOf(site).includes('skills') ? [['skills', words.skills] as const] : []), ...(sectionsOf(site).includes('work') ? [['work', words.work] as const] : []), ['contact', words.contact] as const];
  for (const [id, group] of shown) {
    const section = page.locator(`#${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.title);
    await expect(section).toContainText(group.subtitle);
  }

  const contact = page.locator('#contact');
  // A card for each thing the owner gave, and none for what they left out (issue 41).
  const given = [[words.contact.address, owner.city], [words.contact.openToWork, owner.availability], [words.contact.email, owner.email], [words.contact.phone, owner.phone]] as const;
  for (const [title, value] of given) {
    const heading = contact.getByRole('heading', { name: title, exact: true });
    if (value === undefined) await expect(heading).toHaveCount(0);
    else await expect(heading).toBeVisible();
  }
  const form = page.getByRole('form', { name: words.form.title });
  await expect(form.getByRole('textbox', { name: words.form.emailLabel })).toHaveAttribute('placeholder', words.form.emailPlaceholder);
  await expect(form.getByRole('textbox', { name: words.form.messageLabel })).toHaveAttribute('placeholder', words.form.messagePlaceholder);
  await expect(form.getByRole('button', { name: words.form.send })).toBeVisible();
  for (const text of [owner.city, owner.availability]) if (text !== undefined) await expect(contact).toContainText(text);
  if (owner.email === undefined) await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(0);
  else await expect(contact.getByRole('link', { name: owner.email, exact: true })).toHaveAttribute('href', `mailto:${owner.email}`);
  await expect(contact).not.toContainText('undefined');
  if (owner.phone === undefined) await expect(contact.locator('a[href^="tel:"]')).toHaveCount(0);
  else await expect(contact.getByRole('link', { name: owner.phone, exact: true })).toHaveAttribute('href', /^tel:\+?\d{7,}$/u);

  const footer = page.getByRole('contentinfo');
  // The owner's year, or the year the site was built (this one, as the suite builds it).
  await expect(footer).toContainText(fill(words.footer.rights, { year: site.footer.year ?? new Date().getFullYear(), name: owner.name }));
  await expect(footer).toContainText(site.footer.credit);
  expect(problems).toEqual([]);
});

test('each social profile is linked in the header and the footer, opening a new tab: no more than twice on the page', async ({ page, site, words }) => {
  await gotoHydrated(page);
  await openMenuIfShown(page, words);
  for (const social of site.socials) {
    const links = page.getByRole('link', { name: `${social.label} ${words.page.newTab}`, exact: true });
    // Header (the menu panel when the nav is in the menu) and footer: a third set in the hero said them again.
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('target', '_blank');
      // Mastodon verifies a profile's links by rel="me".
      await expect(link).toHaveAttribute('rel', social.kind === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer');
      // Its mark is drawn: the symbol the link uses is in the sprite and has a shape on screen.
      const drawn = () => link.locator('use').evaluate((use) => (use as SVGUseElement).getBBox().width);
      await expect.poll(drawn, { message: `${social.label}'s icon` }).toBeGreaterThan(0);
    }
  }
});

test('the skill filters list the owner’s categories and each shows exactly its skills', async ({ page, site, words }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page);
  const skills = page.locator('#skills');
  const filters = skillFiltersOf(site, words);
  // Names only (no percentage, no description) read as grouped text; a level shows where levels differ.
  const namesOnly = site.skills.every((skill) => skill.percentage === undefined && skill.description === undefined);
  const levelsTell = new Set(site.skills.map((skill) => skill.level)).size > 1;
  const buttons = skills.getByRole('group', { name: words.skills.filterLabel }).getByRole('button');
  await expect(buttons).toHaveText(filters.map((filter) => filter.label));
  if (filters.length === 0) {
    // One category: no filter, and every skill on the page, in content order (issue 41).
    await expect(skills.getByRole('group')).toHaveCount(0);
    await expect(skills.getByRole('listitem')).toHaveCount(site.skills.length);
    for (const skill of site.skills) await expect(skills.getByRole('listitem').filter({ hasText: skill.name }).first()).toBeVisible();
  } else await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');

  // By place, not by name: a category may be worded like the "All" filter. The first one last, so
  // that it is pressed again after another.
  for (const index of filters.length === 0 ? [] : [...filters.keys()].slice(1).concat(0)) {
    const filter = filters[index] ?? { label: '', skills: [] };
    await buttons.nth(index).click();
    await expect(buttons.nth(index)).toHaveAttribute('aria-pressed', 'true');
    if (namesOnly) {
      // Grouped text: the groups in view list exactly the filter's skills, a level only where levels differ.
      if (filter.label !== words.skills.all) await expect(skills.getByRole('list', { name: fill(words.skills.listLabel, { category: filter.label }) })).toBeVisible();
      await expect(skills.getByRole('listitem').filter({ visible: true })).toHaveText(filter.skills.map((skill) => `${skill.name}${levelsTell ? (skill.level ?? '') : ''}`));
      await expect(skills.getByRole('progressbar')).toHaveCount(0);
      continue;
    }
    await expect(skills.getByRole('list', { name: fill(words.skills.listLabel, { category: filter.label }) })).toBeVisible();
    const cards = skills.getByRole('listitem');
    await expect(cards.getByRole('heading')).toHaveText(filter.skills.map((skill) => skill.name));
    // A bar for each skill with a percentage, and none for the others.
    await expect(skills.getByRole('progressbar')).toHaveCount(filter.skills.filter((skill) => skill.percentage !== undefined).length);
    for (const [position, skill] of filter.skills.entries()) {
      const card = cards.nth(position);
      if (skill.description !== undefined) await expect(card).toContainText(skill.description);
      if (skill.percentage === undefined) {
        await expect(card.getByRole('progressbar')).toHaveCount(0);
        // Its name, the owner's level and description, and no percentage.
        await expect(card).toHaveText(`${skill.name}${skill.level ?? ''}${skill.description ?? ''}`);
      } else {
        await expect(card.getByRole('progressbar', { name: skill.name, exact: true })).toHaveAttribute('aria-valuenow', String(skill.percentage));
        // As the page's language writes a percentage: "85%", "85 %".
        await expect(card).toContainText(percentIn(skill.percentage, site.lang));
      }
    }
  }
  expect(problems).toEqual([]);
});

test('the project filters are "all" plus the owner’s categories, and each shows exactly its projects', async ({ page, site, words, e2eSite }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page);
  const work = page.locator('#work');
  const all = words.work.all;
  const projects = site.projects ?? [];
  // No projects, no Portfolio at all (issue 41): nothing to filter.
  if (projects.length === 0) await expect(work).toHaveCount(0);
  const filters = projectFiltersOf(projects, all);
  const group = work.getByRole('group', { name: words.work.filterLabel });
  await expect(group.getByRole('button')).toHaveText(filters);

  // By place, not by name: a category may be worded like the "all" filter. Projects of one category
  // have no filter: their cards are read once, as they are.
  const steps = filters.length === 0 ? (projects.length === 0 ? [] : [0]) : [...filters.keys()].slice(1).concat(0);
  for (const index of steps) {
    const filter = filters[index] ?? '';
    if (filters.length > 0) await group.getByRole('button').nth(index).click();
    const shown = index === 0 ? projects : projects.filter((project) => project.category === filter);
    const cards = work.getByRole('listitem');
    await expect(cards).toHaveCount(shown.length);
    await expect(cards.getByRole('heading')).toHaveText(shown.map((project) => project.title));
    // Each card's links: "See Project" in a new tab, or its case study's page (issue 24), then its
    // code in a new tab where the owner gives a `source` (issue 42).
    const links = cards.locator('a[href]');
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]))).toEqual(
      // A project with neither its own address nor a case study has no link (issue 41).
      shown.flatMap((project) => {
        const link = projectLinkOf(project, e2eSite);
        return [...(link === undefined ? [] : [link]), ...(project.source === undefined ? [] : [[project.source, '_blank']])];
      }),
    );
  }
  expect(problems).toEqual([]);
});

test('every picture the page names is served', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => response.status() >= 400 && failed.push(response.url()));
  await gotoHydrated(page);
  const sources = await page.locator('img, source').evaluateAll((els) =>
    els.flatMap((el) => (el.getAttribute('srcset') ?? el.getAttribute('src') ?? '').split(',').map((part) => part.trim().split(' ')[0] ?? '')),
  );
  for (const src of new Set(sources.filter(Boolean))) {
    expect((await page.request.get(src)).ok(), src).toBe(true);
  }
  expect(failed).toEqual([]);
});

test('only the pictures the content uses are shipped', async ({ site, e2eSite }) => {
  // Built files are named `<name>-<width>-<hash>.<ext>`; the hash is Vite's, eight characters.
  const all = (await readdir(path.join(e2eSite.outDir, 'assets'))).filter((file) => /\.(avif|webp)$/u.test(file)).map((file) => file.replace(/-[\w-]{8}(\.\w+)$/u, '$1'));
  const nameOf = (file: string) => file.replace(/-\d+\.\w+$/u, '');
  // The page shows the owner's photo and each project's picture, each in both formats; an owner
  // with no photo and a project with no picture ship none.
  const used = [site.owner.avatar, ...(site.projects ?? []).map((project) => project.image)].flatMap((image) => (image === undefined ? [] : [image.name]));
  for (const name of new Set(used)) for (const format of ['avif', 'webp']) expect(all.some((file) => nameOf(file) === name && file.endsWith(`.${format}`)), `${name} as ${format}`).toBe(true);
  // The posts' pictures, which the build makes at the text's widths, are each there too (issue 24).
  const ofTexts = textPictures(e2eSite);
  for (const name of ofTexts) expect(all.some((file) => nameOf(file) === name), name).toBe(true);
  // And no other picture of content/images.
  expect([...new Set(all.map(nameOf))].filter((name) => !used.includes(name) && !ofTexts.includes(name))).toEqual([]);
});

test('project cards show each whole description and line their links up along each row', async ({ page, site }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page);
  const cards = await page.locator('#work li').evaluateAll((items) =>
    items.map((item) => {
      const description = item.querySelector('h3 + p') as HTMLElement;
      // "See Project", or the case study's link (issue 24).
      const link = item.querySelector('a[href]') as HTMLElement;
      return {
        top: Math.round(item.getBoundingClientRect().top),
        description: description.textContent,
        clipped: description.scrollHeight > description.clientHeight + 1,
        linkBottom: Math.round(link.getBoundingClientRect().bottom),
      };
    }),
  );
  expect(cards.map((card) => card.description)).toEqual((site.projects ?? []).map((project) => project.description));
  expect(cards.filter((card) => card.clipped)).toEqual([]);
  const rows = new Map<number, number[]>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card.linkBottom]);
  for (const [top, bottoms] of rows) expect(new Set(bottoms).size, `links of the row at ${top} px: ${bottoms.join(', ')}`).toBe(1);
});

test('the sections come in the page’s order, with experience and education where the nav puts them', async ({ page, site, words }) => {
  await gotoHydrated(page);
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(sectionsOf(site));
  const section = page.locator('#experience');
  if (!sectionsOf(site).includes('experience')) {
    await expect(section).toHaveCount(0);
    return;
  }
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(words.experience.title);
  // Every role, in order: the recent ones in full (an article), older ones a line that opens; each
  // says its role, its organisation and when, and holds every highlight and technology (folded
  // ones behind a disclosure, in the page all the same).
  const roles = section.locator('ol > li');
  await expect(roles).toHaveCount(site.experience?.length ?? 0);
  await expect(section.getByRole('article').first()).toBeVisible();
  for (const [index, job] of (site.experience ?? []).entries()) {
    const role = roles.nth(index);
    await expect(role).toContainText(job.role);
    await expect(role).toContainText(job.company);
    // In full, the months; folded to a line, the years.
    const years = job.end === undefined ? `${job.start.slice(0, 4)} – ${words.experience.present}` : job.start.slice(0, 4) === job.end.slice(0, 4) ? job.start.slice(0, 4) : `${job.start.slice(0, 4)} – ${job.end.slice(0, 4)}`;
    const text = (await role.textContent()) ?? '';
    expect([periodIn(job.start, job.end, words.experience.present, site.lang), years].some((when) => text.includes(when)), `${job.role}: its dates in "${text.slice(0, 120)}"`).toBe(true);
    for (const highlight of job.highlights ?? []) expect(text).toContain(highlight);
    for (const technology of job.technologies ?? []) expect(text).toContain(technology);
  }
  for (const study of site.education ?? []) {
    if (study.degree !== undefined) await expect(section).toContainText(study.degree);
    await expect(section).toContainText(study.school);
  }
});

test('certifications, publications and awards show where the nav links to them, each with who, when and its link', async ({ page, site, words }) => {
  const newTab = words.page.newTab;
  await gotoHydrated(page);
  type Entry = { title: string; by: string; date: string; url?: string | undefined; label?: string; summary?: string | undefined; note?: string };
  const lists: Record<'certifications' | 'publications' | 'awards', Entry[]> = {
    certifications: (site.certifications ?? []).map((item) => ({
      title: item.name,
      by: item.issuer,
      date: item.date,
      url: item.url,
      ...(item.expires ? { note: fill(words.certifications.expires, { date: monthIn(item.expires, site.lang) }) } : {}),
    })),
    publications: (site.publications ?? []).map((item) => ({ title: item.name, by: item.publisher, date: item.date, url: item.url, label: words.publications[item.kind], summary: item.summary })),
    awards: (site.awards ?? []).map((item) => ({ title: item.title, by: item.awarder, date: item.date, summary: item.summary })),
  };
  for (const [id, entries] of Object.entries(lists) as [keyof typeof lists, Entry[]][]) {
    const section = page.locator(`#${id}`);
    if (!sectionsOf(site).includes(id)) {
      await expect(section).toHaveCount(0);
      continue;
    }
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(words[id].title);
    await expect(section).toContainText(words[id].subtitle);
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(entries.length);
    for (const [index, entry] of entries.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(entry.url ? `${entry.title} ${newTab}` : entry.title);
      await expect(item).toContainText(entry.by);
      // The month as the page's language writes it, on a machine-readable <time>.
      await expect(item.locator('time')).toHaveText(monthIn(entry.date, site.lang));
      await expect(item.locator('time')).toHaveAttribute('datetime', entry.date);
      for (const text of [entry.label, entry.summary, entry.note]) if (text) await expect(item).toContainText(text);
      const link = item.getByRole('link');
      if (entry.url) {
        await expect(link).toHaveAttribute('href', entry.url);
        await expect(link).toHaveAttribute('target', '_blank');
      } else {
        await expect(link).toHaveCount(0);
      }
    }
  }
});

for (const width of [768, 1024, 1279, 1440]) {
  test(`the header fits every nav link at ${width} px, with no horizontal scrolling`, async ({ page, site, words }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page);
    // Nothing of the page, header included, runs past the window's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // Every link is reachable: in the row, or behind the menu button where the row cannot hold them
    // (src/lib/header-fit.ts; e2e/any-owner/header-fit.spec.ts checks which, and one line each).
    await openMenuIfShown(page, words);
    await expect(page.getByRole('navigation', { name: words.page.navLabel }).getByRole('link')).toHaveCount(site.nav.length);
  });
}
