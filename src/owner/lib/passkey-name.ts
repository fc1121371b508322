/**
 * A first name for a new passkey, from what the browser says of its platform ("This iPhone",
 * "This Mac"); the owner may change it. Only a suggestion, so a guess is fine.
 */
const PLATFORMS: [RegExp, string][] = [
  [/iPhone/u, 'iPhone'],
  [/iPad/u, 'iPad'],
  [/Android/u, 'Android phone'],
  [/Macintosh|Mac OS X/u, 'Mac'],
  [/Windows/u, 'Windows PC'],
  [/CrOS/u, 'Chromebook'],
  [/Linux/u, 'Linux computer'],
];

export function suggestedPasskeyName(userAgent: string): string {
  const platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return platform === undefined ? 'This device' : `This ${platform}`;
}

/** What a passkey may be called: the server keeps names short too. */
export const PASSKEY_NAME_MAX = 60;
