import { OWNER_WORDS_EN, type OwnerWords } from '../../../contract/owner-words';

type DeviceName = keyof OwnerWords['deviceNames'];

/**
 * A first name for a new passkey, from what the browser says of its platform ("This iPhone",
 * "This Mac"); the owner may change it. Only a suggestion, so a guess is fine.
 */
const PLATFORMS: [RegExp, DeviceName][] = [
  [/iPhone/u, 'iphone'],
  [/iPad/u, 'ipad'],
  [/Android/u, 'android'],
  [/Macintosh|Mac OS X/u, 'mac'],
  [/Windows/u, 'windows'],
  [/CrOS/u, 'chromebook'],
  [/Linux/u, 'linux'],
];

/** The suggestion in the page's words (each a whole phrase: "this" agrees with the device's noun). */
export function suggestedPasskeyName(userAgent: string, words: OwnerWords = OWNER_WORDS_EN): string {
  return words.deviceNames[PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other'];
}

/** What a passkey may be called: the server keeps names short too. */
export const PASSKEY_NAME_MAX = 60;
