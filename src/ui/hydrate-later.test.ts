import { describe, expect, it, vi } from 'vitest';
import { whenAllHydrated } from './hydrate-later';

describe('whenAllHydrated', () => {
  it('calls back once, after every part has reported, whatever the order or repeats', () => {
    const done = vi.fn();
    const report = whenAllHydrated(['home', 'skills', 'footer'], done);
    report('skills');
    report('skills');
    report('footer');
    report('elsewhere');
    expect(done).not.toHaveBeenCalled();
    report('home');
    report('home');
    expect(done).toHaveBeenCalledOnce();
  });
});
