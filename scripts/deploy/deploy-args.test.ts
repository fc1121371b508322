import { describe, expect, it } from 'vitest';
import { parseDeployArgs } from './deploy-settings';
import { apiAddress, pagesBase, repositoryOf } from './pages';

describe('npm run deploy\'s arguments', () => {
  it('takes a target, --dry-run and --api in any order', () => {
    expect(parseDeployArgs(['cloudflare'])).toEqual({ target: 'cloudflare', dryRun: false, api: undefined });
    expect(parseDeployArgs(['--dry-run', 'pages', '--api', 'https://folio.you.workers.dev'])).toEqual({ target: 'pages', dryRun: true, api: 'https://folio.you.workers.dev' });
  });

  it('says in one line what is wrong', () => {
    expect(() => parseDeployArgs([])).toThrow('name a target: cloudflare, node, pages');
    expect(() => parseDeployArgs(['heroku'])).toThrow('unknown target "heroku": the targets are cloudflare, node, pages');
    expect(() => parseDeployArgs(['pages', '--api', 'folio.dev'])).toThrow('--api needs the address of the message service');
    expect(() => parseDeployArgs(['node', 'now'])).toThrow('unknown argument "now"');
  });
});

describe('the pages target', () => {
  it('puts a project site under its name and a user site at the root', () => {
    expect(pagesBase('ada/portfolio')).toBe('/portfolio/');
    expect(pagesBase('Ada/ada.github.io')).toBe('/');
  });

  it('points the form at the service\'s /api, or at the path the owner gave', () => {
    expect(apiAddress('https://folio.you.workers.dev')).toBe('https://folio.you.workers.dev/api');
    expect(apiAddress('https://folio.you.workers.dev/')).toBe('https://folio.you.workers.dev/api');
    expect(apiAddress('https://you.dev/api/')).toBe('https://you.dev/api');
  });

  it('reads the repository from a workflow\'s GITHUB_REPOSITORY first', () => {
    expect(repositoryOf('/nowhere', { GITHUB_REPOSITORY: 'ada/portfolio' })).toBe('ada/portfolio');
  });
});
