// Packages of the font pipeline that ship no types, declared as folio calls them.
// subset-font ships no types: the one call folio makes (harfbuzz's hb-subset, in WebAssembly).
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; variationAxes?: Record<string, number | { min: number; max: number }>; dropTables?: string[] }): Promise<Buffer>;
}

// fontverter ships no types: the one call folio makes (WOFF2 to TrueType, for harfbuzz to read a cmap).
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'truetype' | 'woff2' | 'woff' | 'sfnt'): Promise<Buffer> };
  export default fontverter;
}
