/**
 * What anyone may add to a day's insights (issue 40). A beacon is a request anyone can send, so
 * each bound is what one address can do, and each day's store has a ceiling whatever arrives.
 */

/** Beacons one address may send a minute: a reader sends one a page and one an action. */
export const BEACONS_PER_MINUTE = 30;

/** Visitors one address may be in a day: a household's few browsers, not a new one per user agent. */
export const VISITORS_PER_ADDRESS = 8;

/** Visitors a day in all: past it nothing new is kept that day (50,000 hashes, about 9 MB). */
export const MAX_VISITORS_PER_DAY = 50_000;

/**
 * Keys (pages, languages, referrers) one address may bring that the day has not counted yet: a
 * reader opens a few pages; a script with 500 made-up paths would fill the day's key cap alone.
 */
export const NEW_KEYS_PER_ADDRESS = 12;

/** Sightings of new keys a day in all (each an address hash, gone with the day): about 2 MB at most. */
export const MAX_SIGHTINGS_PER_DAY = 20_000;

/** How many addresses must send a referrer before it is shown: spam sent from one address never is. */
export const REFERRER_ADDRESSES = 2;

/** Why a beacon was not counted, as the owner's insights show it. */
export const REFUSALS = ['rate', 'origin', 'visitors', 'keys'] as const;
export type Refusal = (typeof REFUSALS)[number];
