/**
 * SHA-256 of a text's UTF-8 bytes, synchronous, through @noble/hashes: the mock server draws a
 * lottery inside one synchronous stretch, and the site checks a draw in the player's browser, where
 * WebCrypto is asynchronous and missing outside a secure context; both run the very same code.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The digest's 32 bytes. */
export const sha256Bytes = (text: string): Uint8Array => sha256(utf8ToBytes(text));

/** The digest as 64 lower-case hex digits. */
export const sha256Hex = (text: string): string => bytesToHex(sha256Bytes(text));
