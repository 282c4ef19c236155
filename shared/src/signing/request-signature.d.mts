/** Types of request-signature.mjs (the partners' and the site's one request signature, `v2`). */

export declare const SIGNATURE_HEADER: 'x-signature';
export declare const TIMESTAMP_HEADER: 'x-signature-timestamp';
export declare const SIGNATURE_VERSION: 'v2';
export declare const SIGNATURE_MAX_AGE_SECONDS: number;

/** A request as signed: its method, its path with the query string as sent, its raw body ('' or null for none). */
export interface SignedRequestTarget {
  method: string;
  path: string;
  body?: string | null;
}

export interface ReceivedRequest extends SignedRequestTarget {
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
}

/** The keys of a setting: `"new,old"` → `['new', 'old']`, blanks dropped. */
export declare function signingKeys(keys: string | readonly string[] | null | undefined): string[];
/** `timestamp + "\n" + METHOD + "\n" + path + "\n" + hex SHA-256(body)`. */
export declare function stringToSign(timestamp: number | string, method: string, path: string, body: string): string;
/** The hex HMAC-SHA256 of one request with one key. */
export declare function signatureOf(key: string, timestamp: number | string, method: string, path: string, body: string): string;
/** The `X-Signature-Timestamp` and `X-Signature: v2=…` headers, signed with the first key. */
export declare function signRequest(keys: string | readonly string[], request: SignedRequestTarget, timestamp?: number): Record<string, string>;
/** True when the headers carry a `v2` signature of this request made with one of the keys within 5 minutes of now. */
export declare function verifyRequest(keys: string | readonly string[], request: ReceivedRequest, nowSeconds?: number): boolean;
/** Signature headers every receiver must refuse, built around a genuine timestamp and signature (for receivers' tests). */
export declare function garbledSignatureHeaders(timestamp: string, signature: string): [timestamp: string, signature: string][];
