import { describe, expect, it } from 'vitest';
import type { Skill } from '../../../contract/content-schema';
import { skillKey } from './skill-key';

const skill = (id: number, name: string, category: string): Skill => ({ id, name, category, percentage: 50, description: `${name} work` });

describe('skill keys', () => {
  it('gives unique keys when ids repeat, as owners’ data does', () => {
    const skills = [skill(1, 'Rust', 'Systems'), skill(2, 'SQL', 'Data'), skill(2, 'dbt', 'Data')];
    const keys = skills.map(skillKey);
    expect(new Set(keys).size).toBe(skills.length);
  });
});
