/**
 * Functions every driver runs inside the page. Each stands alone (drivers send its source text),
 * so none may use anything from outside its own body.
 */

/** True once the client has marked the page hydrated. */
export function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === 'true';
}

/**
 * Finds the first element matching `selector` (and whose trimmed text is `text`, when given), puts
 * it in the middle of the screen unless it is wholly on screen already, and marks it so a driver
 * can address it by a plain selector. Returns that selector, or null when there is no such element.
 */
export function markTarget(selector: string, text: string | null, mark: string): string | null {
  const element = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
    (candidate) => text === null || (candidate.textContent ?? '').trim() === text,
  );
  if (!element) return null;
  const box = element.getBoundingClientRect();
  const onScreen = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  if (!onScreen) element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  element.setAttribute('data-engine-target', mark);
  return `[data-engine-target="${mark}"]`;
}

/**
 * Where WebDriver classic cannot listen to the console, the page listens to itself: console errors
 * and warnings, uncaught errors, rejected promises and CSP violations from the moment this runs.
 * Installed again after every navigation; read back with `readProblems`.
 */
export function watchProblemsInPage(): void {
  const w = window as unknown as { __problems?: string[] };
  if (w.__problems) return;
  const problems: string[] = [];
  w.__problems = problems;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      problems.push(`${level}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
  window.addEventListener('error', (event) => problems.push(`pageerror: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => problems.push(`unhandledrejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => problems.push(`csp: ${event.violatedDirective} ${event.blockedURI}`));
}

export function readProblems(): string[] {
  return (window as unknown as { __problems?: string[] }).__problems ?? [];
}
