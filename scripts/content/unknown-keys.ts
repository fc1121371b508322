import type { z } from 'zod';
import { nearestName } from '../../contract/nearest-name';
import { fieldPattern, RENAMED_FIELDS, type RenamedField } from '../../contract/renamed-fields';

/**
 * What an unknown key gets: its new name when folio renamed it (`at`: the path of the object that
 * holds it), else the nearest known name if one is close, else every name it could be.
 */
export function unknownKeyMessage(key: string, known: readonly string[], at: readonly PropertyKey[] = [], renamed: readonly RenamedField[] = RENAMED_FIELDS): string {
  const field = fieldPattern([...at, key]);
  const rename = renamed.find((entry) => entry.was === field);
  if (rename !== undefined) return `${JSON.stringify(key)} is now called ${JSON.stringify(rename.now.split(/[.\]]/u).at(-1))} (since folio ${rename.since}: CHANGELOG.md)`;
  const near = nearestName(key, known);
  return near === undefined
    ? `unknown key ${JSON.stringify(key)}: expected one of ${known.join(', ')}`
    : `unknown key ${JSON.stringify(key)}: did you mean ${JSON.stringify(near)}?`;
}

type Walkable = { def: { type: string }; shape?: Record<string, unknown>; element?: unknown; unwrap?: () => unknown };

/** Through optional, nullable and default wrappers to the schema they hold. */
function unwrapped(schema: unknown): Walkable | undefined {
  let current = schema as Walkable | undefined;
  while (current?.unwrap && ['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(current.def.type)) {
    current = current.unwrap() as Walkable;
  }
  return current;
}

/**
 * The keys the schema knows for the object at `path`: zod's issue for an unknown key names the key,
 * not what the object takes, so the schema is walked down to it.
 */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current = unwrapped(schema);
  for (const key of path) {
    if (current === undefined) return [];
    current = unwrapped(typeof key === 'number' ? current.element : current.shape?.[String(key)]);
  }
  return Object.keys(current?.shape ?? {});
}
