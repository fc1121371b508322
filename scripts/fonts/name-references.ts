/**
 * The name IDs a font's `STAT` and `fvar` tables point at, and the ones its `name` table has,
 * read from the sfnt (TrueType/OpenType, not WOFF2) by hand: no font library in folio's
 * dependencies reads `STAT`. A browser's sanitiser (OTS, in Firefox and Chromium) discards a
 * `STAT` whose axis or value names are missing from `name` ("STAT: Invalid nameID: 17").
 */
export type NameReference = { table: 'STAT' | 'fvar'; field: string; nameId: number };

/** fvar's "no PostScript name" and STAT's "no elided name" before version 1.1. */
const NO_NAME = 0xffff;

function tables(font: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const offset = font.readUInt32BE(record + 8);
    found.set(font.toString('latin1', record, record + 4), font.subarray(offset, offset + font.readUInt32BE(record + 12)));
  }
  return found;
}

/** Every name ID the `name` table holds a string for. */
function namesOf(name: Buffer | undefined): Set<number> {
  const ids = new Set<number>();
  if (name === undefined) return ids;
  const count = name.readUInt16BE(2);
  for (let index = 0; index < count; index += 1) ids.add(name.readUInt16BE(6 + index * 12 + 6));
  return ids;
}

function statReferences(stat: Buffer): NameReference[] {
  const references: NameReference[] = [];
  const minor = stat.readUInt16BE(2);
  const axisSize = stat.readUInt16BE(4);
  const axisCount = stat.readUInt16BE(6);
  const axesOffset = stat.readUInt32BE(8);
  for (let index = 0; index < axisCount; index += 1) {
    const axis = axesOffset + index * axisSize;
    references.push({ table: 'STAT', field: `designAxis ${stat.toString('latin1', axis, axis + 4)} axisNameID`, nameId: stat.readUInt16BE(axis + 4) });
  }
  const valueCount = stat.readUInt16BE(12);
  const valuesOffset = stat.readUInt32BE(14);
  for (let index = 0; index < valueCount; index += 1) {
    const value = valuesOffset + stat.readUInt16BE(valuesOffset + index * 2);
    // Every format (1 to 4) has its valueNameID at byte 6.
    references.push({ table: 'STAT', field: `axisValue ${index} (format ${stat.readUInt16BE(value)}) valueNameID`, nameId: stat.readUInt16BE(value + 6) });
  }
  if (minor >= 1 && stat.length >= 20) references.push({ table: 'STAT', field: 'elidedFallbackNameID', nameId: stat.readUInt16BE(18) });
  return references;
}

function fvarReferences(fvar: Buffer): NameReference[] {
  const references: NameReference[] = [];
  const axesOffset = fvar.readUInt16BE(4);
  const axisCount = fvar.readUInt16BE(8);
  const axisSize = fvar.readUInt16BE(10);
  const instanceCount = fvar.readUInt16BE(12);
  const instanceSize = fvar.readUInt16BE(14);
  for (let index = 0; index < axisCount; index += 1) {
    const axis = axesOffset + index * axisSize;
    references.push({ table: 'fvar', field: `axis ${fvar.toString('latin1', axis, axis + 4)} axisNameID`, nameId: fvar.readUInt16BE(axis + 18) });
  }
  const instancesOffset = axesOffset + axisCount * axisSize;
  for (let index = 0; index < instanceCount; index += 1) {
    const instance = instancesOffset + index * instanceSize;
    references.push({ table: 'fvar', field: `instance ${index} subfamilyNameID`, nameId: fvar.readUInt16BE(instance) });
    // The PostScript name's ID follows the coordinates when the record has room for it.
    if (instanceSize >= axisCount * 4 + 6) references.push({ table: 'fvar', field: `instance ${index} postScriptNameID`, nameId: fvar.readUInt16BE(instance + 4 + axisCount * 4) });
  }
  return references;
}

/** The name IDs `STAT` and `fvar` point at (none where the font has neither). */
export function nameReferences(font: Buffer): NameReference[] {
  const found = tables(font);
  const stat = found.get('STAT');
  const fvar = found.get('fvar');
  return [...(stat === undefined ? [] : statReferences(stat)), ...(fvar === undefined ? [] : fvarReferences(fvar))].filter((reference) => reference.nameId !== NO_NAME);
}

/** The references of `STAT` and `fvar` to a name the font's `name` table lacks. */
export function danglingNameReferences(font: Buffer): NameReference[] {
  const names = namesOf(tables(font).get('name'));
  return nameReferences(font).filter((reference) => !names.has(reference.nameId));
}

/** Whether the font has the table `tag`. */
export function hasTable(font: Buffer, tag: string): boolean {
  return tables(font).has(tag);
}
