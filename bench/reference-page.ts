import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../scripts/tooling/chromium';
import { stripAppScripts } from './pages';

/**
 * Issue 44's reference for the interactions: the same built HTML and CSS with no framework, where
 * a few lines of plain script make the same change as the page's own code (the theme, the menu,
 * the filters, the form's button). An interaction of ours is then read against the cost of that
 * change in this browser, on this machine, in the same run: style, layout and paint are the
 * page's either way, and what is left is what the framework and our handlers add.
 *
 * "The same change" is read off the real page first (`observeChanges`): which classes the menu's
 * panel wears open and closed, which list items each filter button shows, what the toggle says in
 * each theme. The reference script then only replays those facts, so it needs to know nothing of
 * a design or of the content.
 */

/** What the page's own code changes, observed by driving it once, unthrottled. */
export type ObservedChanges = {
  /** The theme toggle's label and icon per theme the page is in. */
  toggle: { light: { label: string; icon: string }; dark: { label: string; icon: string } } | null;
  /** The header's menu at a phone's width: the panel's classes and the button's label and icon, closed and open. */
  menu: { closed: { panel: string; label: string; icon: string }; open: { panel: string; label: string; icon: string } } | null;
  /** Per filter group (by its label): each button's text, the classes pressed and not, and the items of its section each shows. */
  filters: { group: string; pressed: string; unpressed: string; shows: Record<string, number[]> }[];
};

const TOGGLE = 'header button:has(use[href$="#icon-moon"]), header button:has(use[href$="#icon-sun"])';
const MENU = 'header button[aria-expanded]';
const GROUPS = 'main [role="group"]:has(button[aria-pressed])';

async function toggleState(page: Page): Promise<{ label: string; icon: string }> {
  return page.locator(TOGGLE).evaluate((button) => ({ label: button.getAttribute('aria-label') ?? '', icon: button.querySelector('use')?.getAttribute('href') ?? '' }));
}

async function menuState(page: Page): Promise<{ panel: string; label: string; icon: string }> {
  return page.locator(MENU).evaluate((button) => ({
    panel: document.getElementById(button.getAttribute('aria-controls') ?? '')?.className ?? '',
    label: button.getAttribute('aria-label') ?? '',
    icon: button.querySelector('use')?.getAttribute('href') ?? '',
  }));
}

/** Drives the page at `url` once (a phone's width, so the menu shows) and records what each control changes. */
export async function observeChanges(url: string): Promise<ObservedChanges> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const theme = () => page.evaluate(() => (document.documentElement.classList.contains('dark-theme') ? 'dark' : 'light'));

    let toggle: ObservedChanges['toggle'] = null;
    if ((await page.locator(TOGGLE).count()) > 0) {
      const first = { theme: await theme(), ...(await toggleState(page)) };
      await page.locator(TOGGLE).click();
      await page.waitForFunction((before) => (document.documentElement.classList.contains('dark-theme') ? 'dark' : 'light') !== before, first.theme);
      const second = await toggleState(page);
      const [light, dark] = first.theme === 'light' ? [first, second] : [second, first];
      toggle = { light: { label: light.label, icon: light.icon }, dark: { label: dark.label, icon: dark.icon } };
      await page.locator(TOGGLE).click();
    }

    let menu: ObservedChanges['menu'] = null;
    if (await page.locator(MENU).isVisible()) {
      const closed = await menuState(page);
      await page.locator(MENU).click();
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', MENU);
      menu = { closed, open: await menuState(page) };
      await page.locator(MENU).click();
    }

    const filters: ObservedChanges['filters'] = [];
    const groups = page.locator(GROUPS);
    for (let g = 0; g < (await groups.count()); g += 1) {
      const group = groups.nth(g);
      const buttons = group.locator('button[aria-pressed]');
      const shows: Record<string, number[]> = {};
      let pressed = '';
      let unpressed = '';
      for (let b = 0; b < (await buttons.count()); b += 1) {
        const button = buttons.nth(b);
        // A category folded behind the filter's "more" button is not one a visit presses.
        if (!(await button.isVisible())) continue;
        await button.click();
        await page.waitForFunction((element) => element?.getAttribute('aria-pressed') === 'true', await button.elementHandle());
        const seen = await group.evaluate((element, index) => {
          const all = [...element.querySelectorAll('button[aria-pressed]')];
          const items = [...(element.closest('section')?.querySelectorAll('li') ?? [])];
          return {
            text: all[index]?.textContent?.trim() ?? '',
            pressed: all[index]?.className ?? '',
            unpressed: all.find((other, at) => at !== index)?.className ?? '',
            shown: items.flatMap((item, at) => (item.closest('[hidden]') === null && item.getClientRects().length > 0 ? [at] : [])),
          };
        }, b);
        shows[seen.text] = seen.shown;
        pressed = seen.pressed;
        unpressed = seen.unpressed;
      }
      await buttons.first().click();
      filters.push({ group: (await group.getAttribute('aria-label')) ?? `group ${g + 1}`, pressed, unpressed, shows });
    }
    return { toggle, menu, filters };
  } finally {
    await browser.close();
  }
}

/**
 * The plain script: a few lines per control, replaying `ObservedChanges`. It marks the page
 * hydrated as ours does, so the same visit drives both.
 */
function plainScript(changes: ObservedChanges): string {
  return `(function(){var d=document,h=d.documentElement,c=${JSON.stringify(changes).replace(/</gu, '\\u003c')};
function icon(b,href){var u=b.querySelector('use');if(u)u.setAttribute('href',href)}
var t=d.querySelector(${JSON.stringify(TOGGLE)});
if(t&&c.toggle)t.addEventListener('click',function(){var dark=!h.classList.contains('dark-theme'),s=c.toggle[dark?'dark':'light'];
h.classList.toggle('dark-theme',dark);h.classList.toggle('light-theme',!dark);try{localStorage.setItem('theme',dark?'dark-theme':'light-theme')}catch(e){}
t.setAttribute('aria-label',s.label);icon(t,s.icon)});
var m=d.querySelector(${JSON.stringify(MENU)});
if(m&&c.menu)m.addEventListener('click',function(){var open=m.getAttribute('aria-expanded')!=='true',s=c.menu[open?'open':'closed'],p=d.getElementById(m.getAttribute('aria-controls'));
m.setAttribute('aria-expanded',String(open));m.setAttribute('aria-label',s.label);icon(m,s.icon);if(p)p.className=s.panel});
d.querySelectorAll(${JSON.stringify(GROUPS)}).forEach(function(g){var f=c.filters.find(function(x){return x.group===g.getAttribute('aria-label')});if(!f)return;
var bs=g.querySelectorAll('button[aria-pressed]'),items=g.closest('section').querySelectorAll('li');
bs.forEach(function(b){b.addEventListener('click',function(){var shown=f.shows[b.textContent.trim()]||[];
bs.forEach(function(o){var on=o===b;o.setAttribute('aria-pressed',String(on));o.className=on?f.pressed:f.unpressed});
items.forEach(function(li,i){li.hidden=shown.indexOf(i)<0})})})});
var form=d.querySelector('main form');
if(form){var send=form.querySelector('button[type="submit"]');if(send)send.disabled=false;
form.addEventListener('submit',function(e){e.preventDefault();if(send){send.setAttribute('aria-disabled','true');send.textContent='Sending…'}})}
h.dataset.hydrated='true'})();`;
}

/** The built page with its app's scripts taken out and the plain script put in at the end of its body. */
export function referencePage(html: string, changes: ObservedChanges): string {
  const stripped = stripAppScripts(html);
  const at = stripped.lastIndexOf('</body>');
  const script = `<script>${plainScript(changes)}</script>`;
  return at < 0 ? `${stripped}${script}` : `${stripped.slice(0, at)}${script}${stripped.slice(at)}`;
}
