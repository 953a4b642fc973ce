// A passkey device in software, for tests of the server's passkey checks without a browser: it
// makes an ES256 key pair and answers the server's options the way a phone or security key does
// (WebAuthn's authenticator data, "none" attestation), with the origin, counter and key a test
// chooses, so a test can also answer as a copied device or another site would.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();

/** CBOR's head of a byte string (major type 2) of this length. */
function byteStringHead(length: number): Buffer {
  if (length < 24) return Buffer.from([0x40 + length]);
  if (length < 256) return Buffer.from([0x58, length]);
  return Buffer.from([0x59, length >> 8, length & 0xff]);
}

/** The ES256 public key as a COSE_Key map: kty EC2, alg -7, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(String(jwk.x), "base64url");
  const y = Buffer.from(String(jwk.y), "base64url");
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]),
    byteStringHead(32),
    x,
    Buffer.from([0x22]),
    byteStringHead(32),
    y,
  ]);
}

/** The text of a CBOR string (major type 3), short enough for a one-byte head. */
const text = (value: string) => Buffer.concat([Buffer.from([0x60 + value.length]), Buffer.from(value)]);

export interface SoftPasskey {
  id: string;
  counter: number;
}

export function softPasskeyDevice(origin: string) {
  const rpId = new URL(origin).hostname;
  const held = new Map<string, { privateKey: KeyObject; counter: number; userHandle: string }>();

  /** rpIdHash, flags (user present and verified, and AT when a key is attached), counter. */
  const authData = (counter: number, attested?: Buffer) => {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head);
    head[32] = attested ? 0x45 : 0x05;
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  };

  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    /** Makes a passkey for the registration options the server gave. */
    create(
      options: { challenge: string; user: { id: string } },
      { from = origin, id: chosen }: { from?: string; id?: string } = {},
    ): { response: unknown; passkey: SoftPasskey } {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      // A device chooses its passkeys' ids: one may give the id of another's.
      const id = chosen ? Buffer.from(chosen, "base64url") : randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
      const data = authData(0, attested);
      const attestationObject = Buffer.concat([
        Buffer.from([0xa3]),
        text("fmt"),
        text("none"),
        text("attStmt"),
        Buffer.from([0xa0]),
        text("authData"),
        byteStringHead(data.length),
        data,
      ]);
      held.set(b64(id), { privateKey, counter: 0, userHandle: options.user.id });
      return {
        passkey: { id: b64(id), counter: 0 },
        response: {
          id: b64(id),
          rawId: b64(id),
          type: "public-key",
          response: {
            clientDataJSON: b64(clientData("webauthn.create", options.challenge, from)),
            attestationObject: b64(attestationObject),
            transports: ["internal"],
          },
          clientExtensionResults: {},
          authenticatorAttachment: "platform",
        },
      };
    },

    /**
     * Signs the server's sign-in challenge with one of its passkeys. The counter goes up by one
     * each time, unless `counter` says what to send (a copied device's lower count).
     */
    get(
      options: { challenge: string },
      passkeyId: string,
      { from = origin, counter }: { from?: string; counter?: number } = {},
    ): unknown {
      const key = held.get(passkeyId);
      if (!key) throw new Error(`no passkey ${passkeyId}`);
      key.counter = counter ?? key.counter + 1;
      const data = authData(key.counter);
      const client = clientData("webauthn.get", options.challenge, from);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), key.privateKey);
      return {
        id: passkeyId,
        rawId: passkeyId,
        type: "public-key",
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle: key.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
