import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey authenticator in software, for the service's tests: a P-256 key from node:crypto, the
 * bytes a browser and an authenticator would send (clientDataJSON, authenticatorData, a 'none'
 * attestation in CBOR), assertions signed with the key. What it sends can be bent for the red
 * team: another origin, another key, an old challenge.
 */
export type SoftAuthenticator = {
  /** The credential id, base64url, as the service stores it. */
  id: string;
  /** A registration response for these options, as `navigator.credentials.create` gives it. */
  register(options: PublicKeyCredentialCreationOptionsJSON, bend?: Bend): RegistrationResponseJSON;
  /** An assertion over these options' challenge, as `navigator.credentials.get` gives it. */
  assert(options: PublicKeyCredentialRequestOptionsJSON, bend?: Bend): AuthenticationResponseJSON;
};

export type Bend = {
  /** The page's origin the browser would write (default: the authenticator's). */
  origin?: string;
  /** Sign with this key instead of the credential's (a forgery). */
  signWith?: KeyObject;
  /** Sign this challenge instead of the one in the options. */
  challenge?: string;
  /** Leave the user-verified flag off: a security key touched without its PIN. */
  unverified?: boolean;
  /** Say the ceremony ran in a frame of another origin (clientDataJSON.crossOrigin). */
  crossOrigin?: boolean;
};

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;
const flagsOf = (bend: Bend | undefined) => UP | (bend?.unverified ? 0 : UV);

export function softAuthenticator(origin: string): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  let userHandle: string | undefined;

  const clientData = (type: string, challenge: string, bend: Bend | undefined) =>
    Buffer.from(JSON.stringify({ type, challenge: bend?.challenge ?? challenge, origin: bend?.origin ?? origin, crossOrigin: bend?.crossOrigin ?? false }));

  const authData = (rpId: string, flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };

  return {
    id,
    register(options, bend) {
      userHandle = options.user.id;
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = encodeCBOR(
        new Map<number, CBORType>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(cose)]);
      const data = authData(options.rp.id ?? new URL(origin).hostname, flagsOf(bend) | AT, attested);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(data)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, bend)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert(options, bend) {
      counter += 1;
      const data = authData(options.rpId ?? new URL(origin).hostname, flagsOf(bend));
      const client = clientData('webauthn.get', options.challenge, bend);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), bend?.signWith ?? privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), ...(userHandle ? { userHandle } : {}) },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

/** A key that is none of the authenticator's: what a forger signs with. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}
