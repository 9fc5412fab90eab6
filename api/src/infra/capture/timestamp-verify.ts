import { createHash, verify, X509Certificate } from "node:crypto";
import { derElement as element, type DerElement as Element } from "./der.js";

function children(bytes: Buffer, parent: Element): Element[] {
  const found: Element[] = [];
  for (let at = parent.contentStart; at < parent.end; at = found[found.length - 1]!.end)
    found.push(element(bytes, at));
  return found;
}

const content = (bytes: Buffer, e: Element) => bytes.subarray(e.contentStart, e.end);
const whole = (bytes: Buffer, e: Element) => bytes.subarray(e.start, e.end);

const oid = (hex: string) => Buffer.from(hex, "hex");
const SIGNED_DATA = oid("2a864886f70d010702");
const TST_INFO = oid("2a864886f70d0109100104");
const CONTENT_TYPE = oid("2a864886f70d010903");
const MESSAGE_DIGEST = oid("2a864886f70d010904");
const TIME_STAMPING = "1.3.6.1.5.5.7.3.8";
const DIGESTS: Record<string, string> = {
  "608648016503040201": "sha256",
  "608648016503040202": "sha384",
  "608648016503040203": "sha512",
};

/** What a verified token says: when, and who signed it under which CA. */
export interface VerifiedTimeStamp {
  time: Date;
  /** The signing certificate's subject, as `openssl x509 -subject` names it. */
  authority: string;
  /** The SHA-256 fingerprint of the CA certificate the chain ends at (AB:CD:…, as openssl prints it). */
  caSha256: string;
}

function genTime(text: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d+)?Z$/.exec(text);
  if (!match) throw new Error("time-stamp genTime");
  return new Date(
    `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${match[7] ?? ""}Z`,
  );
}

/** The TSTInfo's imprint, nonce and time, checked against the request. */
function readTstInfo(bytes: Buffer, digest: Buffer, nonce: Buffer): Date {
  const fields = children(bytes, element(bytes, 0));
  const [imprint, , time] = fields.slice(2);
  if (!imprint || !time || time.tag !== 0x18) throw new Error("time-stamp TSTInfo");
  const hashed = children(bytes, imprint)[1];
  if (!hashed || !content(bytes, hashed).equals(digest)) throw new Error("time-stamp for another digest");
  const nonceField = fields.slice(5).find((f) => f.tag === 0x02);
  if (!nonceField || !content(bytes, nonceField).equals(nonce))
    throw new Error("time-stamp for another request");
  return genTime(content(bytes, time).toString("latin1"));
}

/** The certificate that verifies the signature and chains, through the token's certificates, to `ca`. */
function signerChainedTo(
  certs: X509Certificate[],
  ca: X509Certificate,
  signed: Buffer,
  hash: string,
  signature: Buffer,
) {
  const signer = certs.find((cert) => verify(hash, signed, cert.publicKey, signature));
  if (!signer) throw new Error("time-stamp signature does not verify");
  let current = signer;
  for (let depth = 0; depth < 5; depth++) {
    if (current.checkIssued(ca) && current.verify(ca.publicKey)) return signer;
    const issuer = certs.find(
      (c) => c !== current && c.ca && current.checkIssued(c) && current.verify(c.publicKey),
    );
    if (!issuer) break;
    current = issuer;
  }
  throw new Error("time-stamp certificate not issued by the configured CA");
}

/**
 * Verifies an RFC 3161 TimeStampToken (CMS SignedData) for `digest` and `nonce`: the TSTInfo's imprint and
 * nonce, the signed attributes' content type and message digest over the TSTInfo, the signature over the
 * signed attributes with the TSA's certificate (from the token), the certificate's time-stamping use and
 * validity at the stamp's time, and its chain to the configured CA (`caPem`). Throws when any fails.
 */
export function verifyTimeStampToken(
  token: Buffer,
  digest: Buffer,
  nonce: Buffer,
  caPem: string,
): VerifiedTimeStamp {
  const ca = new X509Certificate(caPem);
  const [type, explicit] = children(token, element(token, 0));
  if (!type || !explicit || !content(token, type).equals(SIGNED_DATA))
    throw new Error("time-stamp not SignedData");
  const signedData = children(token, children(token, explicit)[0]!);
  const encapsulated = children(token, signedData[2]!);
  if (!content(token, encapsulated[0]!).equals(TST_INFO)) throw new Error("time-stamp without TSTInfo");
  const tstInfo = content(token, children(token, encapsulated[1]!)[0]!);
  const time = readTstInfo(Buffer.from(tstInfo), digest, nonce);
  const certs = signedData
    .filter((e) => e.tag === 0xa0)
    .flatMap((e) => children(token, e))
    .map((e) => new X509Certificate(whole(token, e)));
  const signerInfos = signedData[signedData.length - 1]!;
  const signerInfo = children(token, children(token, signerInfos)[0]!);
  const hash = DIGESTS[content(token, children(token, signerInfo[2]!)[0]!).toString("hex")];
  const attributes = signerInfo[3]!;
  if (!hash || attributes.tag !== 0xa0) throw new Error("time-stamp signer info");
  const attribute = (id: Buffer) => {
    const found = children(token, attributes).find((a) => content(token, children(token, a)[0]!).equals(id));
    const values = found && children(token, children(token, found)[1]!);
    if (!values?.[0]) throw new Error("time-stamp signed attributes");
    return content(token, values[0]);
  };
  if (!attribute(CONTENT_TYPE).equals(TST_INFO)) throw new Error("time-stamp content type");
  if (!attribute(MESSAGE_DIGEST).equals(createHash(hash).update(tstInfo).digest()))
    throw new Error("time-stamp message digest");
  // the signature is over the attributes' DER as a SET (tag 0x31), not as the [0] they are stored as
  const signed = Buffer.from(whole(token, attributes));
  signed[0] = 0x31;
  const signature = content(token, signerInfo[5]!);
  const signer = signerChainedTo(certs, ca, signed, hash, signature);
  if (!signer.keyUsage?.includes(TIME_STAMPING))
    throw new Error("time-stamp certificate not for time-stamping");
  if (time < new Date(signer.validFrom) || time > new Date(signer.validTo))
    throw new Error("time-stamp certificate not valid at its time");
  return { time, authority: signer.subject.split("\n").join(", "), caSha256: ca.fingerprint256 };
}
